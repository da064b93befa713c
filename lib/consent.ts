import { admissionConsent, admissionNotice, proposalNotice } from '@/content/consent';
import { admissionConsentHi, admissionNoticeHi } from '@/content/hi/consent';
import type { LinkedText } from './content-types';
import type { Language } from './language';

// What a lead's visitor was shown about their data, recorded with the lead: the browser sends
// only the version id, and the API stores the text it names from this registry, so the stored
// text is exactly the one the forms render and no client can write its own.

export type ConsentStatement = { version: string; text: string };

export const plainText = ({ before, link, after }: LinkedText) => `${before}${link}${after}`;

/** FNV-1a over the text: any edit, even a comma, gives another version. */
function fingerprint(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export function consentStatement(name: string, parts: LinkedText[]): ConsentStatement {
  const text = parts.map(plainText).join('\n');
  return { version: `${name}-${fingerprint(text)}`, text };
}

/** What each form shows today. */
export const consentStatements = {
  proposal: consentStatement('proposal-en', [proposalNotice]),
  admission: consentStatement('admission-en', [admissionConsent, admissionNotice]),
  admissionHi: consentStatement('admission-hi', [admissionConsentHi, admissionNoticeHi]),
};

/** The admission form's statement in the language of its page. */
export const admissionConsentStatement = (language: Language) =>
  language === 'hi' ? consentStatements.admissionHi : consentStatements.admission;

const registry = new Map(
  Object.values(consentStatements).map((statement) => [statement.version, statement.text]),
);

/** The text a version names, or null for one this build does not know (an older page's). */
export const consentText = (version: string) => registry.get(version) ?? null;
