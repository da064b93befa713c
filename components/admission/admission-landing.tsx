import {
  admissionUi,
  type AdmissionUniversity,
  admissionPaths,
  pathsOf,
} from '@/lib/admission/admission-pages';
import type { Language } from '@/lib/config/language';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/structured-data';
import { UniversityAdmissionForm } from './university-admission-form';
import { FaqAccordion } from '../content/faq-accordion';
import { JsonLd } from '../ui/json-ld';
import { LanguageSwitch } from '../ui/language-switch';
import { StepList } from '../content/step-list';
import { StickyApplyBar } from './sticky-apply-bar';

type Props = { university: AdmissionUniversity; language: Language };

/** A university's admission landing page, in one language: the same page in each. */
export function AdmissionLanding({ university, language }: Props) {
  const ui = admissionUi[language];
  const paths = pathsOf((lang) => admissionPaths.admission(university.id, lang));
  const path = paths[language];
  const formId = 'enquiry';
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-2 md:pb-12">
          <LanguageSwitch
            language={language}
            paths={paths}
            label={ui.languageSwitch.label}
            className="flex justify-end"
          />
          <div className="grid gap-6 md:mt-4 md:grid-cols-2 md:items-start">
            <div>
              <h1 className="text-2xl font-bold leading-tight text-ink md:text-4xl">
                {university.heroTitle}
              </h1>
              <p className="mt-3 text-gray-700 md:text-lg">{university.heroText}</p>
            </div>
            <div
              id={formId}
              className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-lg md:row-span-2"
            >
              <h2 className="mb-4 text-lg font-bold text-ink">{ui.landing.formHeading}</h2>
              <UniversityAdmissionForm university={university} language={language} />
            </div>
          </div>
        </div>
      </section>
      {/* The hero's container, so both start at one left edge; the body keeps a reading width. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12 *:max-w-4xl">
        <section className="laid-out-when-near">
          <h2 className="text-2xl font-bold text-ink">
            {ui.landing.programmesHeading(university.name)}
          </h2>
          {/* A plain list, not cards: nothing here is tapped (the form above asks the course). */}
          <ul className="mt-4 grid list-disc gap-x-8 gap-y-3 pl-5 marker:text-brand-700 sm:grid-cols-2">
            {university.programmes.map((programme) => (
              <li key={programme.name}>
                <span className="font-semibold text-ink">{programme.label}</span>
                <span className="block text-sm text-gray-700">{programme.level}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-gray-700">{university.programmesNote}</p>
        </section>
        <section className="laid-out-when-near">
          <h2 className="text-2xl font-bold text-ink">{ui.landing.whyUsHeading}</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {university.whyUs.map((point) => (
              <li key={point.title} className="rounded-xl bg-brand-50 p-5">
                <h3 className="font-semibold text-ink">{point.title}</h3>
                <p className="mt-1 text-gray-700">{point.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="laid-out-when-near">
          <h2 className="text-2xl font-bold text-ink">{ui.landing.stepsHeading}</h2>
          <div className="mt-4">
            <StepList steps={university.steps} />
          </div>
        </section>
        <section className="laid-out-when-near">
          <h2 className="mb-4 text-2xl font-bold text-ink">{ui.landing.faqHeading}</h2>
          <FaqAccordion faqs={university.faqs} />
        </section>
      </div>
      <StickyApplyBar formId={formId} copy={ui.stickyBar} />
      <JsonLd
        data={serviceJsonLd({
          name: ui.jsonLd.serviceName(university.name),
          serviceType: ui.jsonLd.serviceType,
          description: university.metaDescription,
          path,
          inLanguage: ui.locale.htmlLang,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: ui.jsonLd.breadcrumbHome, path: '/' },
          { name: ui.jsonLd.breadcrumbAdmissions(university.shortName), path },
        ])}
      />
    </>
  );
}
