/** The look of a link inside text (a policy, a phone number, a way home): one place to change it. */
export const textLink = 'font-semibold text-brand-800 underline';
