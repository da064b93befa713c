// Shapes of the editorial content in content/. Pages render these; copy never lives in JSX.

import type { FormProblemCopy } from '../leads/form-post';
import type { ServiceId } from './services';

export type Faq = { question: string; answer: string };

export type Feature = { title: string; text: string };

/** A sentence with one link inside it (the link's target is fixed by where it is shown). */
export type LinkedText = { before: string; link: string; after: string };

/** A link from one page's copy to another page of the site. */
export type PageLink = { label: string; href: string };

/** The words before the phone number and the email address in a list of contacts. */
export type ContactLabels = { call: string; email: string };

/** The error screen's text (app/(en)/error.tsx, app/(hi)/error.tsx, app/global-error.tsx). */
export type ErrorScreenCopy = {
  title: string;
  text: string;
  retry: string;
  home: string;
  contactLabels: ContactLabels;
};

/** The 404's line offering one language's admission pages. */
export type AdmissionLinksLine = {
  lead: string;
  /** A university's link, by its short name. */
  label: (shortName: string) => string;
};

export type Section = {
  heading: string;
  paragraphs?: string[];
  /** Titled points, rendered as cards or a definition list. */
  items?: Feature[];
  /** Plain bullet points. */
  list?: string[];
};

export type PageContent = {
  /** Unique <title> (the layout appends "| Leadwise Digital"). */
  metaTitle: string;
  /** 140–160 characters, unique per page. */
  metaDescription: string;
  /** The page's only h1. */
  title: string;
  /** The opening paragraph under the h1. */
  intro: string;
  sections: Section[];
  /** Optional questions shown at the end of the page. */
  faqs?: Faq[];
};

export type PolicyContent = PageContent & {
  /** ISO date the policy was last revised, e.g. "2025-11-01". */
  updated: string;
};

export type ServiceContent = {
  id: ServiceId;
  metaTitle: string;
  metaDescription: string;
  /** The page's only h1, naming the service and Gurugram/India. */
  title: string;
  intro: string;
  problem: Section;
  included: Feature[];
  process: Feature[];
  deliverables: string[];
  suits: string[];
  faqs: Faq[];
  /** Ids of two or three related services. */
  related: ServiceId[];
  cta: { heading: string; text: string; button: string };
};

export type HomeContent = {
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; title: string; text: string; cta: string; secondaryCta: string };
  servicesIntro: { heading: string; text: string; link: PageLink };
  howWeWork: { heading: string; text: string; steps: Feature[]; link: PageLink };
  whyUs: { heading: string; text: string; points: Feature[]; link: PageLink };
  blogTeaser: { heading: string; text: string };
  faqTeaser: { heading: string; text: string };
  closingCta: { heading: string; text: string; button: string };
};

export type ContactContent = PageContent & {
  hours: { days: string; time: string }[];
  formHeading: string;
  formText: string;
};

export type FaqContent = {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro: string;
  faqs: Faq[];
};

export type Programme = {
  name: string;
  /** The level in the page's language: "Undergraduate", "स्नातक (UG)". */
  level: string;
};

/** A programme as the admission form offers it: `name` is stored with the lead, `label` is shown. */
export type AdmissionProgramme = Programme & { label: string };

/** A university's admission pages in English (landing and form page). */
export type UniversityCopy = {
  name: string;
  shortName: string;
  /** General location, e.g. "Phagwara, Punjab". */
  location: string;
  metaTitle: string;
  metaDescription: string;
  /** The form-only page's <title> and description. */
  formMetaTitle: string;
  formMetaDescription: string;
  /** h1: names the university. */
  heroTitle: string;
  heroText: string;
  programmes: Programme[];
  /** Shown under the programme list: details are indicative and confirmed by the university. */
  programmesNote: string;
  whyUs: Feature[];
  steps: Feature[];
  faqs: Faq[];
};

/**
 * The same pages in Hindi (titles ≤ 60 characters, descriptions 110–160, the text in
 * Devanagari: content/universities.test.ts). The university's names stay as it writes them, and
 * each programme keeps its English `name` beside its Hindi `label`.
 */
export type UniversityCopyHi = Omit<UniversityCopy, 'name' | 'shortName' | 'programmes'> & {
  programmes: AdmissionProgramme[];
};

/** A programme of content/programmes.ts: its English name (stored with the lead), its Hindi label. */
export type ProgrammeEntry = { name: string; hi: string; level: 'ug' | 'pg' };

/**
 * One university of the catalogue (content/universities.ts): the programmes it offers, by id, and
 * its copy in both languages, neither optional.
 */
export type UniversityEntry<ProgrammeId extends string> = {
  programmes: ProgrammeId[];
  en: Omit<UniversityCopy, 'programmes'>;
  hi: Omit<UniversityCopyHi, 'programmes'>;
};

/**
 * What a form says of a send the browser kept: beside the form while it waits (`notice`), and
 * on a later page when it went through (`sent`) or was given up (`refused`).
 */
export type SavedCopy = { notice: string; sent: string; refused: string };

/** What the admission form shows, in one language; handed to the (client) form by its page. */
export type AdmissionFormCopy = {
  labels: { name: string; phone: string; email: string; course: string; city: string };
  courseEmptyOption: string;
  submit: string;
  submitting: string;
  /** The checkbox the student ticks (stored with the lead: lib/leads/consent.ts). */
  consent: LinkedText;
  /** Under the fields: what is collected and why. */
  notice: LinkedText;
  /**
   * "Is the student 18 or older?" and, for a minor, the parent or guardian who consents: their
   * fields, and the checkbox and notice addressed to them (stored as theirs: lib/leads/consent.ts).
   */
  minor: {
    question: string;
    yes: string;
    no: string;
    /** The guardian's fields' legend: it says they are only for a student under 18. */
    guardian: string;
    guardianName: string;
    guardianPhone: string;
    consent: LinkedText;
    notice: LinkedText;
  };
  /** The toasts of docs/product.md#toasts: accepted, refused, not sent. */
  toasts: { success: string; rejected: string; error: string };
  /** A send kept on the device until the connection is back. */
  saved: SavedCopy;
  /** Above the form when the server sent it back (posted before its script had taken over). */
  problems: FormProblemCopy;
};

/** The interface text of the admission pages (landing, form page, thank-you) in one language. */
export type AdmissionUi = {
  /** The document's language (<html lang>, JSON-LD) and its Open Graph locale. */
  locale: { htmlLang: string; ogLocale: 'en_IN' | 'hi_IN' };
  landing: {
    formHeading: string;
    programmesHeading: (name: string) => string;
    whyUsHeading: string;
    stepsHeading: string;
    faqHeading: string;
  };
  formPage: { title: (name: string) => string; intro: string };
  form: AdmissionFormCopy;
  stickyBar: { label: string; call: string; whatsapp: string; apply: string };
  /** Before the phone number (visually hidden on the narrowest screens). */
  topBar: { callPrefix: string };
  footer: { copyright: (year: number, brand: string) => string; privacyPolicy: string };
  thankYou: {
    metaTitle: string;
    metaDescription: string;
    title: string;
    message: (name: string) => string;
    messageGeneric: string;
    nextHeading: string;
    nextText: string;
    whatsapp: string;
    call: (phone: string) => string;
    home: string;
  };
  /** The accessible name of the language switch. */
  languageSwitch: { label: string };
  jsonLd: {
    serviceName: (name: string) => string;
    serviceType: string;
    breadcrumbHome: string;
    breadcrumbAdmissions: (shortName: string) => string;
  };
};

/** A page a natively posted form leads to once the server has its lead or subscription. */
export type ConfirmationContent = {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro: string;
  links: { label: string; href: string }[];
};
