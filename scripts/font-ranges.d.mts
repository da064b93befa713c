export const DEVANAGARI_RANGE: string;
export function interLatinRange(interDir: string): string;
