import type { AdmissionLinksLine } from '@/lib/catalogue/content-types';

/** The 404's line to the English admission pages (components/layout/not-found-screen.tsx). */
export const admissionLinksLine: AdmissionLinksLine = {
  lead: 'Admission guidance:',
  label: (shortName) => `${shortName} admissions`,
};
