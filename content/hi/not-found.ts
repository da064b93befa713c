import type { AdmissionLinksLine } from '@/lib/catalogue/content-types';

/** The 404's line to the Hindi admission pages; its link names differ from the English line's. */
export const admissionLinksLineHi: AdmissionLinksLine = {
  lead: 'हिन्दी में एडमिशन की जानकारी:',
  label: (shortName) => `${shortName} एडमिशन`,
};
