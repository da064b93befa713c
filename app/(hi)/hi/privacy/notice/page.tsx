import { NoticePage } from '@/components/privacy/notice-page';
import { privacyNoticeHi as notice } from '@/content/hi/privacy-notice';
import { JsonLd } from '@/components/ui/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';

export const metadata = pageMetadata({
  title: notice.metaTitle,
  description: notice.metaDescription,
  path: '/hi/privacy/notice',
  locale: 'hi_IN',
  languages: { en: '/privacy/notice', hi: '/hi/privacy/notice' },
});

export default function Page() {
  // The main layout's organisation, which the admission pages' chrome does not carry: whose notice it is.
  return (
    <>
      <NoticePage language="hi" />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}
