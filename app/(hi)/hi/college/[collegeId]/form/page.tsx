import type { Metadata } from 'next';
import { AdmissionFormScreen } from '@/components/admission/admission-form-screen';
import { funnelFromParams } from '@/lib/admission/admission-funnel';
import { funnelMetadata } from '@/lib/admission/admission-metadata';
import { collegeStaticParams, type CollegeParams } from '@/lib/admission/college-params';

export const dynamicParams = false;
export const generateStaticParams = collegeStaticParams;

export async function generateMetadata(props: CollegeParams): Promise<Metadata> {
  return funnelMetadata(await funnelFromParams(props, 'hi'), 'hi', 'form');
}

export default async function HindiAdmissionFormPage(props: CollegeParams) {
  return <AdmissionFormScreen university={await funnelFromParams(props, 'hi')} language="hi" />;
}
