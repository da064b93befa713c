import { ERASURE_PLAN, type Treatment } from './erasure-plan';

// The values erasure writes: each column of a row as its plan treats it, and the person's phone
// and email taken out of free text.

/** What an outbox item's payload becomes: it was (or would have been) the person's data. */
export const ERASED_PAYLOAD = '{"erased":true}';

/** What replaces a mention of the person, a receiver's answer or an attempt's detail. */
export const ERASED_TEXT = '[erased]';

/** One of our pages' addresses without its query and fragment; '' when it is not an address. */
export function urlPath(value: string) {
  if (!URL.canParse(value)) return '';
  const url = new URL(value);
  return `${url.origin}${url.pathname}`;
}

/** Another site's address as its origin: which site sent the visit, not which of its pages. */
export function urlOrigin(value: string) {
  if (!URL.canParse(value)) return '';
  const { origin } = new URL(value);
  return origin === 'null' ? '' : origin;
}

type Row = Record<string, unknown>;

/**
 * The changes that erase one row of a table the plan erases column by column (`version` is
 * bumped from the row's own).
 */
export function erasedValues(
  table: 'leads' | 'lead_enquiries' | 'rights_requests',
  row: Row,
  at: string,
): Row {
  const changes: Row = {};
  const columns: Record<string, Treatment> = ERASURE_PLAN[table].columns;
  for (const [column, treatment] of Object.entries(columns)) {
    const value = row[column];
    if (treatment === 'emptied') changes[column] = '';
    else if (treatment === 'nulled' || treatment === 'mentions') changes[column] = null;
    else if (treatment === 'url-path') changes[column] = urlPath(String(value ?? ''));
    else if (treatment === 'url-origin') changes[column] = urlOrigin(String(value ?? ''));
    else if (treatment === 'erased-at') changes[column] = at;
    else if (treatment === 'bumped') changes[column] = Number(value) + 1;
  }
  return changes;
}

/** The columns erasedValues needs to read from a row. */
export const columnsRead = (table: 'leads' | 'lead_enquiries' | 'rights_requests') =>
  Object.entries(ERASURE_PLAN[table].columns as Record<string, Treatment>)
    .filter(([, treatment]) => ['url-path', 'url-origin', 'bumped'].includes(treatment))
    .map(([column]) => column);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Separators people put inside a phone number: spaces, dashes, dots, brackets. */
const GAP = '[\\s.()\\-]*';

/**
 * A pattern that finds the phones (their ten digits) and emails in free text, however the phone
 * was written (+91 98765-43210, 098765 43210) and whatever the email's case; null for none.
 */
export function mentionPattern(phones: string[], emails: string[]): RegExp | null {
  const alternatives = [
    ...phones.map(
      (digits) =>
        `(?<!\\d)(?:(?:\\+|00)?91${GAP}|0${GAP})?${[...digits].map(escape).join(GAP)}(?!\\d)`,
    ),
    ...emails.map(escape),
  ];
  return alternatives.length ? new RegExp(alternatives.join('|'), 'gi') : null;
}

/** The text with every mention replaced, or null when it mentions none. */
export function withoutMentions(text: string, pattern: RegExp): string | null {
  const replaced = text.replace(pattern, ERASED_TEXT);
  return replaced === text ? null : replaced;
}
