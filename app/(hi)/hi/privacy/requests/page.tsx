import { RightsPage } from '@/components/privacy/rights-page';
import { rightsPageHi as copy } from '@/content/hi/privacy-requests';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: '/hi/privacy/requests',
  locale: 'hi_IN',
  languages: { en: '/privacy/requests', hi: '/hi/privacy/requests' },
});

export default function Page() {
  return <RightsPage language="hi" copy={copy} />;
}
