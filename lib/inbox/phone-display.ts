// A lead's phone as the inbox shows and dials it: the forms keep ten digits of an Indian mobile
// number (lib/leads/phone.ts), so the country code is India's.

/** `+91 98765 43210` */
export const displayPhone = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** `tel:+919876543210`: one tap on a phone starts the call. */
export const telHref = (phone: string) => `tel:+91${phone}`;
