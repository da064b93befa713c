'use client';

import { useCallback, useEffect, useRef } from 'react';
import { acceptableUrl } from '@/lib/attribution';
import { submitLead } from '@/lib/api-client';
import { HONEYPOT_FIELD, type LeadRequest } from '@/lib/b2b-contract';
import type { ConsentStatement } from '@/lib/consent-statement';
import { currentTouch } from '@/lib/first-touch';
import { LEAD_MESSAGES, type LeadMessages } from '@/lib/lead-messages';
import { reportLeadOutcome } from '@/lib/lead-outcome';

/** What a form sends besides what is added here: the typed fields and the reason. */
type FormPayload = LeadRequest & { reason: string };

/**
 * What every lead form shares: the idempotency key (a retry of the same enquiry reuses it and is
 * stored once; an edited enquiry gets its own, which the API would otherwise refuse), the fill
 * time and the honeypot the API uses to spot bots, the page, the visit's first touch and the
 * version of the notice the form shows, and the toasts of SPEC section 7 (in `toasts`' words).
 */
export function useLeadSubmission(
  consent: Pick<ConsentStatement, 'version'>,
  toasts: LeadMessages = LEAD_MESSAGES,
) {
  const openedAt = useRef(0);
  const lastSent = useRef<{ body: string; key: string } | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  /** Sends the lead and shows its toast; true when it was accepted. */
  const send = useCallback(
    async (payload: FormPayload) => {
      const bait = honeypot.current?.value ?? '';
      const body = {
        ...payload,
        page_url: acceptableUrl(window.location.href),
        ...currentTouch(),
        consent_version: consent.version,
        ...(bait ? { [HONEYPOT_FIELD]: bait } : {}),
      };
      const text = JSON.stringify(body);
      const idempotencyKey =
        lastSent.current?.body === text ? lastSent.current.key : crypto.randomUUID();
      lastSent.current = { body: text, key: idempotencyKey };
      const outcome = await submitLead(body, {
        idempotencyKey,
        fillTimeMs: Date.now() - openedAt.current,
      });
      return reportLeadOutcome(outcome, toasts);
    },
    [consent.version, toasts],
  );

  /** Starts a new opening of the form, after a lead was accepted. */
  const renew = useCallback(() => {
    lastSent.current = null;
    openedAt.current = Date.now();
  }, []);

  return { send, renew, honeypot };
}
