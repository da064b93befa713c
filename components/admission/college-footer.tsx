import type { AdmissionUi } from '@/lib/catalogue/content-types';
import { siteConfig } from '@/lib/config/site-config';
import { textLink } from '../ui/text-link';

/**
 * The admission pages' slim footer. A plain link to the policy: it is under the English root
 * layout, another document for the Hindi pages, and next/link would prefetch it on every landing.
 */
export function CollegeFooter({ copy }: { copy: AdmissionUi['footer'] }) {
  return (
    <div className="border-t border-brand-100 bg-brand-50 px-4 pb-24 pt-6 text-center text-sm text-gray-700 md:pb-6">
      <p>
        {copy.copyright(siteConfig.copyrightYear, siteConfig.name)}{' '}
        <a href="/privacy-policy" className={textLink}>
          {copy.privacyPolicy}
        </a>
      </p>
    </div>
  );
}
