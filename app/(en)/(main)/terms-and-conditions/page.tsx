import { ContentPage } from '@/components/content/content-page';
import { termsContent as content } from '@/content/pages/terms-and-conditions';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/terms-and-conditions',
});

export default function Page() {
  return <ContentPage content={content} updated={content.updated} />;
}
