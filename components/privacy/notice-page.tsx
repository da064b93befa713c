import type { Language } from '@/lib/config/language';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/notice-version';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { privacyNotices } from '@/lib/privacy/privacy-notices';
import { formatDateIn } from '@/lib/ui/format-date';
import { admissionUi } from '@/lib/admission/admission-pages';
import { PageHero } from '../content/page-hero';
import { LanguageSwitch } from '../ui/language-switch';
import { GrievanceOfficer } from './grievance-officer';
import { PrivacyLinks } from './privacy-links';

/**
 * The itemised privacy notice (DPDP Rules 2025, rule 3) in one language: each item the forms
 * collect with why, for how long and who receives it; then withdrawal, rights and complaints.
 */
export function NoticePage({ language }: { language: Language }) {
  const notice = privacyNotices[language];
  const facts = (['what', 'purpose', 'kept', 'receivers'] as const).map((fact) => ({
    fact,
    label: notice.labels[fact],
  }));
  return (
    <>
      <PageHero title={notice.title} intro={notice.intro}>
        <p className="mt-4 text-sm text-gray-600">
          {notice.versionLabel}: <span lang="en">{PRIVACY_NOTICE_VERSION[language]}</span>,{' '}
          <time dateTime={notice.updated}>{formatDateIn(notice.updated, language)}</time>
        </p>
        <LanguageSwitch
          language={language}
          paths={{ en: privacyPaths.notice('en'), hi: privacyPaths.notice('hi') }}
          label={admissionUi[language].languageSwitch.label}
          className="mt-4 -ml-2"
        />
      </PageHero>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 pb-20 sm:px-6">
        <section aria-labelledby="notice-items" className="flex flex-col gap-4">
          <h2 id="notice-items" className="text-2xl font-bold text-ink md:text-3xl">
            {notice.itemsHeading}
          </h2>
          <ol className="flex flex-col gap-4">
            {notice.items.map((item) => (
              <li key={item.item} className="rounded-xl border border-brand-100 bg-white p-5">
                <h3 className="text-lg font-semibold text-ink">{item.item}</h3>
                <dl className="mt-3 grid gap-3 md:grid-cols-[12rem_1fr]">
                  {facts.map(({ fact, label }) => (
                    <div key={fact} className="contents">
                      <dt className="font-semibold text-gray-800">{label}</dt>
                      <dd className="leading-relaxed text-gray-700">{item[fact]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ol>
        </section>
        {notice.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-4">
            <h2 className="text-2xl font-bold text-ink md:text-3xl">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-gray-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <PrivacyLinks
          links={[
            { label: notice.links.requests, href: privacyPaths.requests(language) },
            { label: notice.links.policy, href: privacyPaths.policy },
          ]}
        />
        <GrievanceOfficer copy={notice.officer} />
      </div>
    </>
  );
}
