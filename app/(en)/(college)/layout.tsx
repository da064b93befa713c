import type { ReactNode } from 'react';
import { CollegeChrome } from '@/components/admission/college-chrome';
import { admissionUi } from '@/lib/admission/admission-funnel';

export default function CollegeLayout({ children }: { children: ReactNode }) {
  return <CollegeChrome ui={admissionUi.en}>{children}</CollegeChrome>;
}
