// The email rule without zod, so that the footer's newsletter check adds no validation library
// to every page.

/** SPEC section 5's one message for a newsletter address it refuses, in the browser and the API. */
export const INVALID_EMAIL_MESSAGE = 'Invalid Email';

export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The spec's pattern, no two dots in a row, and no dot or hyphen at the edges of the @. */
export const isValidEmail = (value: string) =>
  EMAIL_PATTERN.test(value) && !value.includes('..') && !/^\.|\.@|@[.-]/.test(value);
