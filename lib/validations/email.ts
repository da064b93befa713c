// The email rule without zod, so that the footer's newsletter check adds no validation library
// to every page.

/** The one message (docs/product.md#newsletter) for a newsletter address it refuses, in the browser and the API. */
export const INVALID_EMAIL_MESSAGE = 'Invalid Email';

export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** The product's pattern (docs/product.md#newsletter), no two dots in a row, and no dot or hyphen at the edges of the @. */
export const isValidEmail = (value: string) =>
  EMAIL_PATTERN.test(value) && !value.includes('..') && !/^\.|\.@|@[.-]/.test(value);
