import type { Language } from '../config/language';

// The itemised notice's version in each language: a fingerprint of all its text, like the forms'
// consent versions (lib/leads/consent-statement.ts), so that any edit, even a comma, gives
// another. Written out rather than computed so that the forms, whose consent statements name it,
// do not carry the notice's text in their bundles; notice-version.test.ts fails until an edited
// notice's new version is written here and its text is on record (docs/privacy.md#the-notice-rule-3).

export const PRIVACY_NOTICE_VERSION: Record<Language, string> = {
  en: 'notice-en-87c53209',
  hi: 'notice-hi-e40f9cc1',
};

/**
 * The versions each notice had before, newest first: their text stays on record in
 * content/privacy-notice-versions/, and a form loaded before the change still records the
 * statement it showed (lib/leads/consent.ts).
 */
export const EARLIER_NOTICE_VERSIONS: Record<Language, string[]> = {
  // Before the phone code by SMS (issue 73).
  en: ['notice-en-f21c5402'],
  hi: ['notice-hi-910ac4d2'],
};
