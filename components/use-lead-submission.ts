'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { submitLead, type LeadPayload } from '@/lib/api-client';
import { HONEYPOT_FIELD } from '@/lib/b2b-contract';
import { reportLeadOutcome } from '@/lib/lead-outcome';

/**
 * What both lead forms share: one idempotency key per opening (a retry stores one row), the
 * fill time and the honeypot the API uses to spot bots, and the toasts of SPEC section 7.
 */
export function useLeadSubmission() {
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const openedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);

  useEffect(() => {
    openedAt.current = Date.now();
  }, [idempotencyKey]);

  /** Sends the lead and shows its toast; true when it was accepted. */
  const send = useCallback(
    async (payload: LeadPayload) => {
      const bait = honeypot.current?.value ?? '';
      const outcome = await submitLead(bait ? { ...payload, [HONEYPOT_FIELD]: bait } : payload, {
        idempotencyKey,
        fillTimeMs: Date.now() - openedAt.current,
      });
      return reportLeadOutcome(outcome);
    },
    [idempotencyKey],
  );

  /** Starts a new opening of the form, after a lead was accepted. */
  const renew = useCallback(() => setIdempotencyKey(crypto.randomUUID()), []);

  return { send, renew, honeypot };
}
