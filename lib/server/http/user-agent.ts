// Node reads header bytes as Latin-1, so a User-Agent sent in UTF-8 (an app's name in Devanagari,
// say) arrives garbled; it is decoded back here. Control characters are dropped, the length
// capped: it is kept with each lead, never refused.

import 'server-only';
import { withoutControls } from '@/lib/validations/text';

const MAX_LENGTH = 512;

/** The request's User-Agent, from a Request's headers or Next's `headers()`. */
export function userAgent(headers: Pick<Headers, 'get'>): string {
  const raw = headers.get('user-agent') ?? '';
  let text = raw;
  if (/[\u0080-\u00ff]/.test(raw)) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(raw, 'latin1'));
    } catch {
      // Not UTF-8: Latin-1 is what it was.
    }
  }
  // By code point, so the cap never splits a character in two.
  return Array.from(withoutControls(text)).slice(0, MAX_LENGTH).join('');
}
