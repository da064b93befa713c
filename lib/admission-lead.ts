// What the admission form shows and sends besides the fields the student types.

export const CONSENT_TEXT =
  'I agree to be contacted by phone, SMS, WhatsApp and email about admissions';

export const admissionReason = (universityName: string) => `Admission enquiry: ${universityName}`;
