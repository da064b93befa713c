import { ContentPage } from '@/components/content/content-page';
import { offeringsContent as content } from '@/content/pages/offerings';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/offerings',
});

export default function Page() {
  return <ContentPage content={content} />;
}
