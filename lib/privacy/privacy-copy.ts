import type { FormProblemCopy } from '@/lib/leads/form-post';
import type { RightsRequestMessages } from '@/lib/validations/rights-request';
import type { RightsRequestKind } from './rights-request-values';

// Shapes of the privacy pages' copy (content/privacy-*.ts, content/hi/privacy-*.ts): the itemised
// notice, the rights request page, and the Grievance Officer's block they share.

/** One item of personal data the forms collect, as the notice lists it (DPDP Rules 2025, rule 3). */
export type NoticeItem = {
  item: string;
  /** Which forms ask for it, or how it is taken. */
  what: string;
  purpose: string;
  kept: string;
  receivers: string;
};

export type NoticeSection = { heading: string; paragraphs: string[] };

/** The words of the Grievance Officer's block and the links every privacy page ends with. */
export type OfficerCopy = {
  heading: string;
  /** The role, shown alone when no name is set. */
  role: string;
  email: string;
  text: string;
};

export type PrivacyNoticeCopy = {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro: string;
  /** Before the notice's version and date. */
  versionLabel: string;
  updated: string;
  itemsHeading: string;
  /** The labels of each item's facts. */
  labels: { what: string; purpose: string; kept: string; receivers: string };
  items: NoticeItem[];
  sections: NoticeSection[];
  /** The links to the rights page and the full policy. */
  links: { requests: string; policy: string };
  officer: OfficerCopy;
};

/** What the rights request form says, in one language; handed to the (client) form by its page. */
export type RightsFormCopy = {
  kindLegend: string;
  kinds: Record<RightsRequestKind, { label: string; hint: string }>;
  contactLegend: string;
  contactHint: string;
  phone: string;
  email: string;
  details: string;
  detailsHint: string;
  submit: string;
  submitting: string;
  problems: FormProblemCopy;
  messages: RightsRequestMessages;
  /** What the person is told once the request is stored. */
  answer: {
    heading: string;
    reference: string;
    due: string;
    text: string;
    another: string;
  };
};

export type RightsPageCopy = {
  metaTitle: string;
  metaDescription: string;
  title: string;
  intro: string;
  /** What the form itself collects, and why (a notice of its own). */
  notice: string;
  form: RightsFormCopy;
  links: { notice: string; policy: string };
  officer: OfficerCopy;
};
