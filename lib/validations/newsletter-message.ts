export const INVALID_EMAIL_MESSAGE = 'Invalid Email';
