import type { Metadata } from 'next';
import { AdmissionLanding } from '@/components/admission/admission-landing';
import { funnelFromParams } from '@/lib/admission/admission-funnel';
import { funnelMetadata } from '@/lib/admission/admission-metadata';
import { collegeStaticParams, type CollegeParams } from '@/lib/admission/college-params';

export const dynamicParams = false;
export const generateStaticParams = collegeStaticParams;

export async function generateMetadata(props: CollegeParams): Promise<Metadata> {
  return funnelMetadata(await funnelFromParams(props, 'en'), 'en', 'admission');
}

export default async function EnglishAdmissionPage(props: CollegeParams) {
  return <AdmissionLanding university={await funnelFromParams(props, 'en')} language="en" />;
}
