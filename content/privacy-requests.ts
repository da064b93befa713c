import { MAX_DETAILS_LENGTH } from '@/lib/privacy/rights-request-values';
import type { RightsPageCopy } from '@/lib/privacy/privacy-copy';
import { MAX_LENGTH } from '@/lib/validations/fields';
import { formProblemsEn } from './form-problems';
import { privacyNoticeEn } from './privacy-notice';

// The rights request page (/privacy/requests) in English; content/hi/privacy-requests.ts says the
// same in Hindi.

export const rightsPageEn: RightsPageCopy = {
  metaTitle: 'Your Data: Ask for a Copy, a Correction or Erasure',
  metaDescription:
    'Ask Leadwise Digital for a copy of your personal data, a correction or erasure, stop all contact, or complain to our Grievance Officer. Answered within 7 days.',
  title: 'Your data, your request',
  intro:
    'Ask for a copy of what we hold about you, a correction or erasure, tell us to stop contacting you, or complain. Name the mobile number or email you used on our forms. You get a reference number at once, and we answer within 7 days.',
  notice:
    'We use what you send here only to answer this request, and keep it for 3 years after we answer it, as a record that we did. We may call or email you to confirm that the number or email is yours before we act.',
  form: {
    kindLegend: 'What are you asking for?',
    kinds: {
      access: {
        label: 'A copy of my data',
        hint: 'What we hold about you, and whom we shared it with.',
      },
      correction: {
        label: 'Correct my data',
        hint: 'Say below what is wrong and what it should be.',
      },
      erasure: {
        label: 'Erase my data',
        hint: 'We delete your enquiries and keep only an anonymous count.',
      },
      withdrawal: {
        label: 'Stop contacting me',
        hint: 'No more calls, messages or emails; nothing of yours goes to ad platforms.',
      },
      grievance: {
        label: 'A complaint',
        hint: 'About how we handled your data. Say below what happened.',
      },
    },
    contactLegend: 'The mobile number or email you used',
    contactHint: 'Give at least one, as you typed it on our form.',
    phone: 'Mobile number',
    email: 'Email',
    details: 'Details',
    detailsHint: 'Needed for a correction or a complaint; optional otherwise.',
    submit: 'Send request',
    submitting: 'Sending…',
    problems: formProblemsEn,
    messages: {
      kind: 'Please choose what you are asking for',
      contact: 'Please give the mobile number or the email you used',
      phone: {
        digits: 'Phone number must be 10 digits',
        start: 'Phone number should start with 6-9',
      },
      email: {
        tooLong: `Email must be at most ${MAX_LENGTH.email} characters`,
        notAllowed: 'Email contains characters that are not allowed',
        invalid: 'Please enter a valid email address',
      },
      details: {
        required: 'Please say what to correct, or what your complaint is',
        tooLong: `Details must be at most ${MAX_DETAILS_LENGTH} characters`,
        notAllowed: 'Details contain characters that are not allowed',
      },
    },
    answer: {
      heading: 'We have your request',
      reference: 'Your reference',
      due: 'We will answer by',
      text: 'Quote the reference if you write to us about it. We answer to the mobile number or email you gave, if we hold data under it; if we hold nothing, we tell you so.',
      another: 'Send another request',
    },
  },
  links: { notice: 'Privacy notice', policy: 'Privacy policy' },
  officer: privacyNoticeEn.officer,
};
