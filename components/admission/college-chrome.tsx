import type { ReactNode } from 'react';
import type { AdmissionUi } from '@/lib/catalogue/content-types';
import { CollegeFooter } from './college-footer';
import { CollegeTopBar } from './college-top-bar';

/** What the admission funnels have instead of the main header and footer, in their language. */
export function CollegeChrome({ ui, children }: { ui: AdmissionUi; children: ReactNode }) {
  return (
    <>
      <CollegeTopBar callPrefix={ui.topBar.callPrefix} />
      <main id="main">{children}</main>
      <CollegeFooter copy={ui.footer} />
    </>
  );
}
