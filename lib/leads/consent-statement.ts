import type { LinkedText } from '../catalogue/content-types';

// What a lead's visitor was shown about their data, recorded with the lead: the browser sends
// only the version id, and the API stores the text it names (lib/leads/consent.ts), so the stored text
// is exactly the one the form rendered and no client can write its own. Each form's statement
// lives in a module of its own, so that a form's bundle carries only the text it shows.

export type ConsentStatement = { version: string; text: string };

export const plainText = ({ before, link, after }: LinkedText) => `${before}${link}${after}`;

/** FNV-1a over the text: any edit, even a comma, gives another version. */
export function fingerprint(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The parts as the form shows them, one a line; with the itemised notice's version the form
 * links to (lib/privacy/notice-version.ts) on a last line, so that a lead keeps which notice it
 * was shown and an edited notice gives its forms new versions too.
 */
export function consentStatement(
  name: string,
  parts: LinkedText[],
  noticeVersion?: string,
): ConsentStatement {
  const lines = parts.map(plainText);
  if (noticeVersion) lines.push(`${NOTICE_LINE}${noticeVersion}`);
  return named(name, lines.join('\n'));
}

const NOTICE_LINE = 'Privacy notice: ';
const named = (name: string, text: string) => ({ version: `${name}-${fingerprint(text)}`, text });

/**
 * The same statement as its form showed it while the notice it links had `noticeVersion`: the
 * same words, the same name, another last line and so another version.
 */
export function underNotice(statement: ConsentStatement, noticeVersion: string): ConsentStatement {
  const at = statement.text.lastIndexOf(`\n${NOTICE_LINE}`);
  const name = statement.version.slice(0, statement.version.lastIndexOf('-'));
  return named(name, `${statement.text.slice(0, at)}\n${NOTICE_LINE}${noticeVersion}`);
}
