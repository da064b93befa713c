/** A configured value, or the placeholder when it is unset or blank. */
export const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
