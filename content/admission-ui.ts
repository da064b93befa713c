import type { AdmissionUi } from '@/lib/catalogue/content-types';
import { LEAD_MESSAGES } from '@/content/lead-messages';
import { admissionConsent, admissionNotice, guardianConsent, guardianNotice } from './consent';
import { formProblemsEn } from './form-problems';
import { savedEnquiryEn } from './saved-sends';

// Interface text of the English admission pages: landing page, form-only page, the form, the
// admission pages' bars and footer, the thank-you page and structured data. The Hindi pages' is in
// content/hi/admission-ui.ts; the universities' own copy in universities.ts.

export const admissionUiEn: AdmissionUi = {
  locale: { htmlLang: 'en-IN', ogLocale: 'en_IN' },
  landing: {
    formHeading: 'Get free admission guidance',
    programmesHeading: (name) => `Programmes at ${name}`,
    whyUsHeading: 'Why enquire through us',
    stepsHeading: 'How it works',
    faqHeading: 'Questions students ask',
  },
  formPage: {
    title: (name) => `${name}: admission enquiry`,
    intro: 'Free guidance from an independent counsellor. We call you back within one working day.',
  },
  form: {
    labels: {
      name: 'Full name',
      phone: 'Mobile number',
      email: 'Email',
      course: 'Course of interest',
      city: 'City',
    },
    courseEmptyOption: 'Choose a course',
    submit: 'Get free guidance',
    submitting: 'Loading',
    consent: admissionConsent,
    notice: admissionNotice,
    minor: {
      question: 'Is the student 18 or older?',
      yes: 'Yes',
      no: 'No',
      guardian: 'Parent or guardian (only if the student is under 18)',
      guardianName: "Parent's or guardian's name",
      guardianPhone: "Parent's or guardian's phone number",
      consent: guardianConsent,
      notice: guardianNotice,
    },
    toasts: LEAD_MESSAGES,
    saved: savedEnquiryEn,
    problems: formProblemsEn,
  },
  stickyBar: { label: 'Quick actions', call: 'Call', whatsapp: 'WhatsApp', apply: 'Apply' },
  topBar: { callPrefix: 'Call' },
  footer: {
    copyright: (year, brand) => `© ${year} ${brand}, an independent admissions help desk.`,
    privacyPolicy: 'Privacy policy',
  },
  thankYou: {
    metaTitle: 'Thank you',
    metaDescription:
      'Thank you for your enquiry. A Leadwise Digital counsellor will call you within one working day.',
    title: 'Thank you!',
    message: (name) => `Your enquiry about ${name} admissions has reached us.`,
    messageGeneric: 'Your enquiry has reached us.',
    nextHeading: 'What happens next',
    nextText:
      'A counsellor will call you within one working day to understand your goals, check your eligibility and walk you through the next steps. Keep your marksheets handy. If you would rather talk now, reach us directly.',
    whatsapp: 'Chat on WhatsApp',
    call: (phone) => `Call ${phone}`,
    home: 'Back to the home page',
  },
  languageSwitch: { label: 'Language' },
  jsonLd: {
    serviceName: (name) => `Admission guidance for ${name}`,
    serviceType: 'Admission enquiry assistance',
    breadcrumbHome: 'Home',
    breadcrumbAdmissions: (shortName) => `${shortName} admissions`,
  },
};
