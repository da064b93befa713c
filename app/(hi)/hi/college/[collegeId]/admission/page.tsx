import type { Metadata } from 'next';
import { AdmissionLanding } from '@/components/admission/admission-landing';
import { admissionFromParams } from '@/lib/admission/admission-pages';
import { admissionMetadata } from '@/lib/admission/admission-metadata';
import { collegeStaticParams, type CollegeParams } from '@/lib/admission/college-params';

export const dynamicParams = false;
export const generateStaticParams = collegeStaticParams;

export async function generateMetadata(props: CollegeParams): Promise<Metadata> {
  return admissionMetadata(await admissionFromParams(props, 'hi'), 'hi', 'admission');
}

export default async function HindiAdmissionPage(props: CollegeParams) {
  return <AdmissionLanding university={await admissionFromParams(props, 'hi')} language="hi" />;
}
