import type { LinkedText } from '@/lib/catalogue/content-types';

// What each form tells the visitor it collects and why (shown under its fields), and what the
// admission form asks the student to agree to. Stored with every lead exactly as written here:
// editing a text gives it a new version (lib/leads/consent.ts).

/** Under the proposal modal's and the contact page's fields. */
export const proposalNotice: LinkedText = {
  before:
    'We use the details you send here, and the page or ad that brought you to us, only to reply to your enquiry and prepare your proposal; see our ',
  link: 'privacy policy',
  after: '.',
};

/** Under the admission forms' fields. */
export const admissionNotice: LinkedText = {
  before:
    'We use your name, mobile number, email, course, city and the page or ad that brought you to us only so that a counsellor can guide you on admission; see our ',
  link: 'privacy policy',
  after: '.',
};

/** The admission forms' checkbox, unticked until the student ticks it. */
export const admissionConsent: LinkedText = {
  before: 'I agree to be contacted by phone, SMS, WhatsApp and email about admissions (see our ',
  link: 'privacy policy',
  after: ').',
};

/** After each form's notice: where the itemised notice is (/privacy/notice). */
export const noticeLinkEn: LinkedText = {
  before: 'What we keep, why, for how long and who receives it, item by item: our ',
  link: 'privacy notice',
  after: '.',
};

/**
 * The admission forms' checkbox when the student is under 18: the parent or guardian consents,
 * and the lead records this wording as theirs.
 */
export const guardianConsent: LinkedText = {
  before:
    'I am the parent or guardian of the student named above, and I consent to their details and mine being used, and to being contacted by phone, SMS, WhatsApp and email about their admission (see our ',
  link: 'privacy policy',
  after: ').',
};

/** Under the admission forms' fields when the student is under 18, addressed to the guardian. */
export const guardianNotice: LinkedText = {
  before:
    "As the student is under 18, we act only on your consent as their parent or guardian: we use the student's name, mobile number, email, course and city, your name and mobile number, and the page or ad that brought them to us only so that a counsellor can guide them on admission, and we never send a minor's details to ad platforms; see our ",
  link: 'privacy policy',
  after: '.',
};
