import type { Language } from '@/lib/config/language';
import type { RightsPageCopy } from '@/lib/privacy/privacy-copy';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { admissionUi } from '@/lib/admission/admission-pages';
import { PageHero } from '../content/page-hero';
import { LanguageSwitch } from '../ui/language-switch';
import { GrievanceOfficer } from './grievance-officer';
import { PrivacyLinks } from './privacy-links';
import { LazyRightsRequestForm } from './lazy-rights-request-form';

/** The rights request page in one language: the form, what it does with what it takes, whom to ask. */
export function RightsPage({ language, copy }: { language: Language; copy: RightsPageCopy }) {
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro}>
        <LanguageSwitch
          language={language}
          paths={{ en: privacyPaths.requests('en'), hi: privacyPaths.requests('hi') }}
          label={admissionUi[language].languageSwitch.label}
          className="mt-4 -ml-2"
        />
      </PageHero>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 pb-20 sm:px-6">
        <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
          <LazyRightsRequestForm language={language} copy={copy.form} />
        </div>
        <p className="text-sm leading-relaxed text-gray-700">{copy.notice}</p>
        <PrivacyLinks
          links={[
            { label: copy.links.notice, href: privacyPaths.notice(language) },
            { label: copy.links.policy, href: privacyPaths.policy },
          ]}
        />
        <GrievanceOfficer copy={copy.officer} />
      </div>
    </>
  );
}
