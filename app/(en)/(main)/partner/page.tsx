import { ContentPage } from '@/components/content-page';
import { partnerContent as content } from '@/content/pages/partner';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/partner',
});

export default function Page() {
  return <ContentPage content={content} />;
}
