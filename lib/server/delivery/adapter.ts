import 'server-only';
import type { Outcome } from '../outbox/outbox-send';
import type { Answer } from './verdict';

// One interface for every way a university takes leads by push (generic-adapter.ts,
// leadsquared-adapter.ts); the portal takes none (delivery-sender.ts).

/** Where one university's leads go, its credential unsealed for the send. */
export type Target = { url: string; secret: string | null };

/** One send: the university's answer, or a failure to try again (no answer, 429, 5xx). */
export type AdapterResult =
  ({ answered: true; httpStatus: number } & Answer) | { answered: false; failure: Outcome };

export type AdapterSend = {
  /** The lead, under its webhook id (our reference, or the re-send's). */
  lead(target: Target, id: string, body: object): Promise<AdapterResult>;
  /** An event about delivered leads (`lead.erased`); null where the adapter cannot carry one. */
  event:
    ((target: Target, id: string, type: string, data: object) => Promise<AdapterResult>) | null;
};

/** An answer worth another try (429, 5xx): a failure the outbox retries. */
export const tryAgain = (status: number, detail = `HTTP ${status}`): AdapterResult => ({
  answered: false,
  failure: { ok: false, http_status: status, detail, cause: `HTTP ${status}` },
});

/** A refusal that is the university's answer: rejected, its words kept as the reason. */
export const rejection = (status: number, reason: string): AdapterResult => ({
  answered: true,
  httpStatus: status,
  verdict: 'rejected',
  message: `HTTP ${status}: ${reason.slice(0, 300) || 'no answer text'}`,
  theirId: null,
});
