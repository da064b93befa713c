import type { Metadata } from 'next';
import { AdmissionForm } from '@/components/admission-form';
import { FaqAccordion } from '@/components/faq-accordion';
import { JsonLd } from '@/components/json-ld';
import { StepList } from '@/components/step-list';
import { StickyApplyBar } from '@/components/sticky-apply-bar';
import {
  collegeStaticParams,
  universityFromParams,
  type CollegeParams,
} from '@/lib/college-params';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;
export const generateStaticParams = collegeStaticParams;

export async function generateMetadata(props: CollegeParams): Promise<Metadata> {
  const university = await universityFromParams(props);
  return pageMetadata({
    title: university.metaTitle,
    description: university.metaDescription,
    path: `/college/${university.id}/admission`,
  });
}

export default async function AdmissionPage(props: CollegeParams) {
  const university = await universityFromParams(props);
  const path = `/college/${university.id}/admission`;
  const formId = 'enquiry';
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-2 md:items-start md:py-12">
          <div>
            <h1 className="text-2xl font-bold leading-tight text-ink md:text-4xl">
              {university.heroTitle}
            </h1>
            <p className="mt-3 text-gray-700 md:text-lg">{university.heroText}</p>
          </div>
          <div id={formId} className="scroll-mt-4 rounded-2xl bg-white p-5 shadow-lg md:row-span-2">
            <h2 className="mb-4 text-lg font-bold text-ink">Get free admission guidance</h2>
            <AdmissionForm
              universityId={university.id}
              universityName={university.name}
              courses={university.programmes.map((programme) => programme.name)}
            />
          </div>
        </div>
      </section>
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-12">
        <section>
          <h2 className="text-2xl font-bold text-ink">Programmes at {university.name}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {university.programmes.map((programme) => (
              <li key={programme.name} className="rounded-xl border border-brand-100 p-4">
                <span className="font-semibold text-ink">{programme.name}</span>
                <span className="block text-sm text-gray-700">{programme.level}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-gray-700">{university.programmesNote}</p>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-ink">Why enquire through us</h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {university.whyUs.map((point) => (
              <li key={point.title} className="rounded-xl bg-brand-50 p-5">
                <h3 className="font-semibold text-ink">{point.title}</h3>
                <p className="mt-1 text-gray-700">{point.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-2xl font-bold text-ink">How it works</h2>
          <div className="mt-4">
            <StepList steps={university.steps} />
          </div>
        </section>
        <section>
          <h2 className="mb-4 text-2xl font-bold text-ink">Questions students ask</h2>
          <FaqAccordion faqs={university.faqs} />
        </section>
      </div>
      <StickyApplyBar formId={formId} />
      <JsonLd
        data={serviceJsonLd({
          name: `Admission guidance for ${university.name}`,
          serviceType: 'Admission enquiry assistance',
          description: university.metaDescription,
          path,
        })}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: `${university.shortName} admissions`, path },
        ])}
      />
    </>
  );
}
