import { NoticePage } from '@/components/privacy/notice-page';
import { privacyNoticeEn as notice } from '@/content/privacy-notice';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: notice.metaTitle,
  description: notice.metaDescription,
  path: '/privacy/notice',
  languages: { en: '/privacy/notice', hi: '/hi/privacy/notice' },
});

export default function Page() {
  return <NoticePage language="en" />;
}
