'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { acceptableUrl } from '@/lib/attribution';
import { submitLead } from '@/lib/api-client';
import { HONEYPOT_FIELD } from '@/lib/b2b-contract';
import type { ConsentStatement } from '@/lib/consent';
import { currentTouch } from '@/lib/first-touch';
import { reportLeadOutcome } from '@/lib/lead-outcome';

/** What a form sends besides what is added here: the typed fields and the reason. */
type FormPayload = Record<string, string | boolean> & { reason: string };

/**
 * What every lead form shares: one idempotency key per opening (a retry stores one row), the
 * fill time and the honeypot the API uses to spot bots, the page, the visit's first touch and
 * the version of the notice the form shows, and the toasts of SPEC section 7.
 */
export function useLeadSubmission(consent: ConsentStatement) {
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const openedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, [idempotencyKey]);

  /** Sends the lead and shows its toast; true when it was accepted. */
  const send = useCallback(
    async (payload: FormPayload) => {
      const bait = honeypot.current?.value ?? '';
      const outcome = await submitLead(
        {
          ...payload,
          page_url: acceptableUrl(window.location.href),
          ...currentTouch(),
          consent_version: consent.version,
          ...(bait ? { [HONEYPOT_FIELD]: bait } : {}),
        },
        { idempotencyKey, fillTimeMs: Date.now() - openedAt.current },
      );
      return reportLeadOutcome(outcome);
    },
    [idempotencyKey, consent.version],
  );

  /** Starts a new opening of the form, after a lead was accepted. */
  const renew = useCallback(() => setIdempotencyKey(crypto.randomUUID()), []);

  return { send, renew, honeypot };
}
