'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { adParameters, CLICK_IDS } from '@/lib/leads/attribution';
import { currentTouch } from '@/lib/leads/first-touch';
import { ThankYouLines } from './thank-you-lines';

type Props = {
  /** The thanks for each university's enquiry, by its id (`?for=`), in the page's language. */
  messages: Record<string, string>;
  /** The thanks when `?for=` names none. */
  generic: string;
};

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Thanks the visitor by what they enquired about and records the conversion for tag managers. */
export function ThankYouMessage({ messages, generic }: Props) {
  const purpose = useSearchParams().get('for') ?? '';
  // Own keys only: `?for=constructor` must not find Object's.
  const message = Object.hasOwn(messages, purpose) ? messages[purpose] : generic;

  useEffect(() => {
    // The campaign, and whether an ad click brought the lead, never the click id itself.
    const touch = adParameters(currentTouch().landing_url);
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({
      event: 'generate_lead',
      lead_purpose: purpose || 'enquiry',
      utm_source: touch.utm_source,
      utm_campaign: touch.utm_campaign,
      click_id_present: CLICK_IDS.some((name) => touch[name] !== null),
    });
  }, [purpose]);

  return <ThankYouLines lines={[generic, ...Object.values(messages)]} shown={message} />;
}
