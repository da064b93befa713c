'use client';

import { useCallback, useEffect, useRef } from 'react';
import { savedEnquiryEn } from '@/content/saved-sends';
import { acceptableUrl } from '@/lib/leads/attribution';
import type { LeadOutcome } from '@/lib/leads/api-client';
import { FIRST_ATTEMPT_FIELD, HONEYPOT_FIELD, type LeadRequest } from '@/lib/leads/b2b-contract';
import type { ConsentStatement } from '@/lib/leads/consent-statement';
import type { SavedCopy } from '@/lib/catalogue/content-types';
import { currentTouch } from '@/lib/leads/first-touch';
import { LEAD_MESSAGES, type LeadMessages } from '@/content/lead-messages';
import { reportLeadOutcome } from '@/lib/leads/lead-outcome';
import { notify } from '@/lib/ui/notify';
import type { Attempt } from '@/lib/saved-sends/saved-send';
import { sendOrKeep } from '@/lib/saved-sends/lazy-send';
import { useKeptSend } from './use-kept-send';

/** What a form sends besides what is added here: the typed fields and the reason. */
type FormPayload = LeadRequest & { reason: string };

type Options = {
  /** Which form this is, unique on the site (`proposal:modal`, `admission:lpu:hi`). */
  form: string;
  /** The toasts of docs/product.md#toasts, in the form's language. */
  toasts?: LeadMessages;
  /** What it says of a send kept on the device, in the form's language. */
  saved?: SavedCopy;
  /**
   * The lead was accepted: now, or later when the kept send went through; `codeStep` when a code
   * went to its phone now, which its thank-you page asks for.
   */
  onAccepted: (codeStep: boolean) => void;
};

/**
 * What every lead form shares: the idempotency key (a retry of the same enquiry reuses it and is
 * stored once; an edited enquiry gets its own, which the API would otherwise refuse), the fill
 * time and the honeypot the API uses to spot bots, the page, the visit's first touch and the
 * version of the notice the form shows, the toasts of docs/product.md#toasts (in `toasts`' words), and
 * the send the browser keeps when it reached no verdict (`kept`: the form says so).
 */
export function useLeadSubmission(
  consent: Pick<ConsentStatement, 'version'>,
  { form, toasts = LEAD_MESSAGES, saved = savedEnquiryEn, onAccepted }: Options,
) {
  const openedAt = useRef(0);
  const lastAttempt = useRef<Attempt | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const accepted = useRef(onAccepted);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  useEffect(() => {
    accepted.current = onAccepted;
  });

  /** Starts a new opening of the form, after a lead was accepted. */
  const accept = useCallback((codeStep = false) => {
    lastAttempt.current = null;
    openedAt.current = Date.now();
    accepted.current(codeStep);
  }, []);

  const [kept, setKept] = useKeptSend(form, (settled) => {
    // The enquiry the form holds went: it is accepted as if sent now. One the visitor has since
    // replaced with an edited enquiry is only announced.
    const holds = !lastAttempt.current || lastAttempt.current.match === settled.attempt.match;
    if (settled.result === 'sent' && holds) {
      notify.success(toasts.success);
      accept();
    } else if (settled.result === 'sent') notify.success(saved.sent, saved.sent);
    else if (settled.outcome) reportLeadOutcome(settled.outcome as LeadOutcome, toasts);
    else notify.error(saved.refused);
  });

  /** A new send of this enquiry: its key, its body as every resend will carry it, its times. */
  const attemptOf = useCallback(
    (payload: FormPayload, match: string): Attempt => {
      const bait = honeypot.current?.value ?? '';
      const now = Date.now();
      return {
        key: crypto.randomUUID(),
        call: 'lead',
        form,
        match,
        body: {
          ...payload,
          page_url: acceptableUrl(window.location.href),
          ...currentTouch(),
          consent_version: consent.version,
          [FIRST_ATTEMPT_FIELD]: new Date(now).toISOString(),
          ...(bait ? { [HONEYPOT_FIELD]: bait } : {}),
        },
        fillTimeMs: now - openedAt.current,
        firstAttemptAt: now,
        notices: { sent: saved.sent, refused: saved.refused },
      };
    },
    [consent.version, form, saved],
  );

  /** Sends the lead and shows its toast; true when it was accepted now. */
  const send = useCallback(
    async (payload: FormPayload) => {
      const match = JSON.stringify(payload);
      if (lastAttempt.current?.match !== match) lastAttempt.current = attemptOf(payload, match);
      const { outcome, kept: keptNow } = await sendOrKeep(lastAttempt.current);
      setKept(keptNow);
      if (!outcome) return false;
      const lead = outcome as LeadOutcome;
      const ok = reportLeadOutcome(lead, toasts);
      if (ok) accept(lead.kind === 'success' && lead.codeStep === true);
      return ok;
    },
    [accept, attemptOf, setKept, toasts],
  );

  return { send, honeypot, savedNotice: kept ? saved.notice : null };
}
