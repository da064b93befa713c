import { FaqAccordion } from '@/components/content/faq-accordion';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/content/page-hero';
import { faqContent as content } from '@/content/pages/faq';
import { pageMetadata } from '@/lib/seo/metadata';
import { faqPageJsonLd } from '@/lib/seo/structured-data';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/faq',
});

export default function FaqPage() {
  return (
    <>
      <PageHero title={content.title} intro={content.intro} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <FaqAccordion faqs={content.faqs} headingLevel={2} />
      </div>
      <JsonLd data={faqPageJsonLd(content.faqs)} />
    </>
  );
}
