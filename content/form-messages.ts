import type { AdmissionMessages } from '../lib/validations/admission';
import {
  type ContactMessages,
  MAX_LENGTH,
  notAllowedEn,
  type TextMessages,
} from '../lib/validations/fields';

// The forms' English messages (docs/product.md#validation, word for word), apart from the rules in
// fields.ts so that a Hindi page's bundle does not carry them.

/** A text field's English messages, from its label. */
export const englishText = (label: string, required: string, max: number): TextMessages => ({
  required,
  tooLong: `${label} must be at most ${max} characters`,
  notAllowed: notAllowedEn(label),
});

export const contactMessagesEn: ContactMessages = {
  name: englishText('Name', 'Name is required', MAX_LENGTH.name),
  email: {
    ...englishText('Email', 'Email is required', MAX_LENGTH.email),
    invalid: 'Please enter a valid email address',
  },
  phone: {
    required: 'Phone number is required',
    digits: 'Phone number must be 10 digits',
    start: 'Phone number should start with 6-9',
  },
};

export const admissionMessagesEn: AdmissionMessages = {
  ...contactMessagesEn,
  course: englishText('Course', 'Please choose a course', MAX_LENGTH.course),
  city: englishText('City', 'City is required', MAX_LENGTH.city),
  consent: 'Please agree to be contacted so that we can help you',
  adult: 'Please say whether the student is 18 or older',
  guardianName: englishText(
    "Parent's or guardian's name",
    "Please enter the parent's or guardian's name",
    MAX_LENGTH.name,
  ),
  guardianPhone: {
    required: "Please enter the parent's or guardian's phone number",
    digits: "Parent's or guardian's phone number must be 10 digits",
    start: "Parent's or guardian's phone number should start with 6-9",
  },
};
