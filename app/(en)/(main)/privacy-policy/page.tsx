import { ContentPage } from '@/components/content/content-page';
import { PrivacyLinks } from '@/components/privacy/privacy-links';
import { privacyContent as content } from '@/content/pages/privacy-policy';
import { privacyNoticeEn } from '@/content/privacy-notice';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/privacy-policy',
});

export default function Page() {
  return (
    <ContentPage content={content} updated={content.updated}>
      <nav aria-label="Privacy" className="mt-4">
        <PrivacyLinks
          links={[
            { label: 'Privacy notice, item by item', href: privacyPaths.notice('en') },
            { label: privacyNoticeEn.links.requests, href: privacyPaths.requests('en') },
          ]}
        />
      </nav>
    </ContentPage>
  );
}
