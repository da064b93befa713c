/** A yes or no as both engines take it (schema.ts's `Flag`), from a boolean or a stored flag. */
export const flag = (value: boolean | 0 | 1): 0 | 1 => (value ? 1 : 0);

/** A yes, a no, or never asked (null), as both engines take it. */
export const flagOrNull = (value: boolean | 0 | 1 | null) => (value === null ? null : flag(value));
