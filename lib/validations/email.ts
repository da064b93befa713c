// The email rule without zod, so that the footer's newsletter check adds no validation library
// to every page.

export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The spec's pattern, no two dots in a row, and no dot or hyphen at the edges of the @. */
export const isValidEmail = (value: string) =>
  EMAIL_PATTERN.test(value) && !value.includes('..') && !/^\.|\.@|@[.-]/.test(value);
