import type { ReactNode } from 'react';
import type { AdmissionUi } from '@/lib/catalogue/content-types';
import { CollegeFooter } from './college-footer';
import { CollegeTopBar } from './college-top-bar';

/**
 * What the admission pages have instead of the main header and footer, in their language. A
 * short page (the thank-you page on a tablet or a desktop) still ends with its footer at the
 * bottom of the screen, not halfway down it.
 */
export function CollegeChrome({ ui, children }: { ui: AdmissionUi; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <CollegeTopBar callPrefix={ui.topBar.callPrefix} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <CollegeFooter copy={ui.footer} />
    </div>
  );
}
