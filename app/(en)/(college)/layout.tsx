import type { ReactNode } from 'react';
import { CollegeChrome } from '@/components/admission/college-chrome';
import { admissionUi } from '@/lib/admission/admission-pages';

export default function CollegeLayout({ children }: { children: ReactNode }) {
  return <CollegeChrome ui={admissionUi.en}>{children}</CollegeChrome>;
}
