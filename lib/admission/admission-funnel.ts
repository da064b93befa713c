import { admissionUiEn } from '@/content/admission-ui';
import { admissionUiHi } from '@/content/hi/admission-ui';
import { type CollegeParams, universityFromParams } from './college-params';
import type { AdmissionUi, FunnelProgramme } from '../catalogue/content-types';
import type { Language } from '../config/language';
import type { LanguagePaths } from '../seo/metadata';
import { type University, universityHi } from '../catalogue/universities';

// The admission funnels in each language: where their pages live, their interface text, and a
// university's copy in that language, so that one set of components renders either.

export const admissionUi: Record<Language, AdmissionUi> = { en: admissionUiEn, hi: admissionUiHi };

// The Hindi pages mirror the English ones under /hi.
const prefix = (language: Language) => (language === 'hi' ? '/hi' : '');

export const funnelPaths = {
  admission: (id: string, language: Language) => `${prefix(language)}/college/${id}/admission`,
  form: (id: string, language: Language) => `${prefix(language)}/college/${id}/form`,
  thankYou: (language: Language) => `${prefix(language)}/thank-you`,
};

/** A page's path in each language, for hreflang alternates and the language switch. */
export const pathsOf = (path: (language: Language) => string): LanguagePaths => ({
  en: path('en'),
  hi: path('hi'),
});

/** A university's funnel copy in one language; its name stays as the university writes it. */
export type FunnelUniversity = Omit<University, 'programmes'> & { programmes: FunnelProgramme[] };

export function funnelUniversity(university: University, language: Language): FunnelUniversity {
  if (language === 'hi') return { ...university, ...universityHi(university.id) };
  const programmes = university.programmes.map((programme) => ({
    ...programme,
    label: programme.name,
  }));
  return { ...university, programmes };
}

/** The university of a college route in the page's language, or the 404 page. */
export const funnelFromParams = async (props: CollegeParams, language: Language) =>
  funnelUniversity(await universityFromParams(props), language);
