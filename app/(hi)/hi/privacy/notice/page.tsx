import { NoticePage } from '@/components/privacy/notice-page';
import { privacyNoticeHi as notice } from '@/content/hi/privacy-notice';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: notice.metaTitle,
  description: notice.metaDescription,
  path: '/hi/privacy/notice',
  locale: 'hi_IN',
  languages: { en: '/privacy/notice', hi: '/hi/privacy/notice' },
});

export default function Page() {
  return <NoticePage language="hi" />;
}
