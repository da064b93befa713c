import { ContentPage } from '@/components/content-page';
import { termsContent as content } from '@/content/pages/terms-and-conditions';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/terms-and-conditions',
});

export default function Page() {
  return <ContentPage content={content} updated={content.updated} />;
}
