'use client';

import { useId, useState } from 'react';
import type { Faq } from '@/lib/catalogue/content-types';
import { ChevronIcon } from '../ui/chevron-icon';

/** Questions as disclosure buttons; answers stay in the HTML for crawlers. */
export function FaqAccordion({ faqs, headingLevel = 3 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={faq.question}>
            <Heading className="text-base font-semibold">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="faq-question"
              >
                {faq.question}
                <ChevronIcon open={expanded} />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="faq-answer">
              {faq.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
