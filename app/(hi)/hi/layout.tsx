import type { ReactNode } from 'react';
import { CollegeChrome } from '@/components/admission/college-chrome';
import { admissionUi } from '@/lib/admission/admission-pages';

/** The Hindi admission pages, outside the main layout like the English ones. */
export default function HindiCollegeLayout({ children }: { children: ReactNode }) {
  return <CollegeChrome ui={admissionUi.hi}>{children}</CollegeChrome>;
}
