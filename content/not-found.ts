import type { AdmissionLinksLine } from '@/lib/content-types';

/** The 404's line to the English admission pages (components/not-found-screen.tsx). */
export const admissionLinksLine: AdmissionLinksLine = {
  lead: 'Admission guidance:',
  label: (shortName) => `${shortName} admissions`,
};
