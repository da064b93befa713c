import { RightsPage } from '@/components/privacy/rights-page';
import { rightsPageEn as copy } from '@/content/privacy-requests';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: copy.metaTitle,
  description: copy.metaDescription,
  path: '/privacy/requests',
  languages: { en: '/privacy/requests', hi: '/hi/privacy/requests' },
});

export default function Page() {
  return <RightsPage language="en" copy={copy} />;
}
