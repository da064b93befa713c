'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

type Props = { names: Record<string, string> };

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Thanks the visitor by what they enquired about and records the conversion for tag managers. */
export function ThankYouMessage({ names }: Props) {
  const purpose = useSearchParams().get('for') ?? '';
  const name = names[purpose];

  useEffect(() => {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: 'generate_lead', lead_purpose: purpose || 'enquiry' });
  }, [purpose]);

  return (
    <p className="mt-4 text-lg text-gray-700">
      {name
        ? `Your enquiry about ${name} admissions has reached us.`
        : 'Your enquiry has reached us.'}
    </p>
  );
}
