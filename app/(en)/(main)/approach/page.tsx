import { ContentPage } from '@/components/content/content-page';
import { approachContent as content } from '@/content/pages/approach';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/approach',
});

export default function Page() {
  return <ContentPage content={content} />;
}
