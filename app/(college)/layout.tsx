import type { ReactNode } from 'react';
import { CollegeFooter } from '@/components/college-footer';
import { CollegeTopBar } from '@/components/college-top-bar';

export default function CollegeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <CollegeTopBar />
      <main id="main">{children}</main>
      <CollegeFooter />
    </>
  );
}
