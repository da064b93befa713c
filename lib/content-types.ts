// Shapes of the editorial content in content/. Pages render these; copy never lives in JSX.

import type { ServiceId } from './services';

export type Faq = { question: string; answer: string };

export type Feature = { title: string; text: string };

/** A sentence with one link inside it (the link's target is fixed by where it is shown). */
export type LinkedText = { before: string; link: string; after: string };

/** A link from one page's copy to another page of the site. */
export type PageLink = { label: string; href: string };

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
  /** e.g. "Undergraduate", "Postgraduate", "Diploma", "Doctoral". */
  level: string;
};

export type University = {
  id: 'lpu' | 'amity' | 'cu';
  name: string;
  shortName: string;
  /** General location, e.g. "Phagwara, Punjab". */
  location: string;
  metaTitle: string;
  metaDescription: string;
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
