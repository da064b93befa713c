import { ContentPage } from '@/components/content/content-page';
import { partnerContent as content } from '@/content/pages/partner';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/partner',
});

export default function Page() {
  return <ContentPage content={content} />;
}
