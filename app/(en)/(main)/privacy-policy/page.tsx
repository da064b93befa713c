import { ContentPage } from '@/components/content/content-page';
import { privacyContent as content } from '@/content/pages/privacy-policy';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/privacy-policy',
});

export default function Page() {
  return <ContentPage content={content} updated={content.updated} />;
}
