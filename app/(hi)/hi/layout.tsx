import type { ReactNode } from 'react';
import { CollegeChrome } from '@/components/admission/college-chrome';
import { admissionUi } from '@/lib/admission/admission-funnel';

/** The Hindi admission funnels, outside the main layout like the English ones. */
export default function HindiCollegeLayout({ children }: { children: ReactNode }) {
  return <CollegeChrome ui={admissionUi.hi}>{children}</CollegeChrome>;
}
