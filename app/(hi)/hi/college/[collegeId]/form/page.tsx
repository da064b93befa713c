import type { Metadata } from 'next';
import { AdmissionFormScreen } from '@/components/admission/admission-form-screen';
import { admissionFromParams } from '@/lib/admission/admission-pages';
import { admissionMetadata } from '@/lib/admission/admission-metadata';
import { collegeStaticParams, type CollegeParams } from '@/lib/admission/college-params';

export const dynamicParams = false;
export const generateStaticParams = collegeStaticParams;

export async function generateMetadata(props: CollegeParams): Promise<Metadata> {
  return admissionMetadata(await admissionFromParams(props, 'hi'), 'hi', 'form');
}

export default async function HindiAdmissionFormPage(props: CollegeParams) {
  return <AdmissionFormScreen university={await admissionFromParams(props, 'hi')} language="hi" />;
}
