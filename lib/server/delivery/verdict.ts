import 'server-only';
import type { Verdict } from '@/lib/delivery/delivery-values';

// A university's answer to one lead (docs/operations.md#the-verdicts): what the admission CRMs
// answer publishers, Success, Duplicate or Fail, read the same whatever its case, with
// `accepted` and `rejected` as other words for the first and the last.

const WORDS: Record<string, Verdict> = {
  success: 'accepted',
  accepted: 'accepted',
  duplicate: 'duplicate',
  fail: 'rejected',
  failed: 'rejected',
  rejected: 'rejected',
};

export type Answer = { verdict: Verdict; message: string; theirId: string | null };

/** The verdict a status word names, or null for another word. */
export const verdictOf = (word: unknown): Verdict | null =>
  typeof word === 'string' ? (WORDS[word.trim().toLowerCase()] ?? null) : null;

/** A 2xx answer's JSON `{status, message?, id?}`, or null when it holds no verdict. */
export function readAnswer(text: string): Answer | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof answer !== 'object' || answer === null) return null;
  const { status, message, id } = answer as Record<string, unknown>;
  const verdict = verdictOf(status);
  if (!verdict) return null;
  return {
    verdict,
    message: typeof message === 'string' ? message.slice(0, 300) : '',
    theirId: typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 100) : null,
  };
}

/** Whether an HTTP status is worth another try: too many requests, or the receiver's failure. */
export const retriable = (status: number) => status === 429 || status >= 500;
