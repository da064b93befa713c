// What the admission form sends besides the fields the student types.

export const admissionReason = (universityName: string) => `Admission enquiry: ${universityName}`;
