import type { Metadata } from 'next';
import { AdmissionForm } from '@/components/admission-form';
import {
  collegeStaticParams,
  universityFromParams,
  type CollegeParams,
} from '@/lib/college-params';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;
export const generateStaticParams = collegeStaticParams;

export async function generateMetadata(props: CollegeParams): Promise<Metadata> {
  const university = await universityFromParams(props);
  return pageMetadata({
    title: `${university.shortName} admission enquiry form`,
    description: `Send one short form for free guidance on ${university.name} admissions; an independent counsellor calls you back within one working day.`,
    path: `/college/${university.id}/form`,
    noindex: true,
  });
}

export default async function AdmissionFormPage(props: CollegeParams) {
  const university = await universityFromParams(props);
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold text-ink">{university.name}: admission enquiry</h1>
      <p className="mb-6 mt-2 text-gray-700">
        Free guidance from an independent counsellor. We call you back within one working day.
      </p>
      <AdmissionForm
        universityId={university.id}
        universityName={university.name}
        courses={university.programmes.map((programme) => programme.name)}
      />
    </div>
  );
}
