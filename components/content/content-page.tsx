import type { ReactNode } from 'react';
import type { PageContent } from '@/lib/catalogue/content-types';
import { formatDate } from '@/lib/ui/format-date';
import { ContentSection } from './content-section';
import { FaqAccordion } from './faq-accordion';
import { PageHero } from './page-hero';

type Props = {
  content: PageContent;
  updated?: string;
  /** Under the intro (the privacy policy's links to the notice and the rights page). */
  children?: ReactNode;
};

/** A page of editorial sections (offerings, approach, partner, about, the policies). */
export function ContentPage({ content, updated, children }: Props) {
  return (
    <>
      <PageHero title={content.title} intro={content.intro}>
        {updated ? (
          <p className="mt-4 text-sm text-gray-600">
            Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        ) : null}
        {children}
      </PageHero>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pb-20 sm:px-6">
        {content.sections.map((section) => (
          <ContentSection key={section.heading} section={section} />
        ))}
        {content.faqs?.length ? (
          <section className="laid-out-when-near flex flex-col gap-4">
            <h2 className="text-2xl font-bold text-ink md:text-3xl">Questions</h2>
            <FaqAccordion faqs={content.faqs} />
          </section>
        ) : null}
      </div>
    </>
  );
}
