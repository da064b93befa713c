import { ContentPage } from '@/components/content/content-page';
import { aboutContent as content } from '@/content/pages/about-us';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/about-us',
});

export default function Page() {
  return <ContentPage content={content} />;
}
