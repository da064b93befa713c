import { RightsPage } from '@/components/privacy/rights-page';
import { rightsPageHi as copy } from '@/content/hi/privacy-requests';
import { JsonLd } from '@/components/ui/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: '/hi/privacy/requests',
  locale: 'hi_IN',
  languages: { en: '/privacy/requests', hi: '/hi/privacy/requests' },
});

export default function Page() {
  // The main layout's organisation, which the admission pages' chrome does not carry: whose notice it is.
  return (
    <>
      <RightsPage language="hi" copy={copy} />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}
