import { ContentPage } from '@/components/content/content-page';
import { refundContent as content } from '@/content/pages/refund-policy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/refund-policy',
});

export default function Page() {
  return <ContentPage content={content} updated={content.updated} />;
}
