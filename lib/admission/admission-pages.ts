import { admissionUiEn } from '@/content/admission-ui';
import { admissionUiHi } from '@/content/hi/admission-ui';
import { type CollegeParams, universityFromParams } from './college-params';
import type { AdmissionUi, AdmissionProgramme } from '../catalogue/content-types';
import type { Language } from '../config/language';
import type { LanguagePaths } from '../seo/metadata';
import { type University, universityHi } from '../catalogue/universities';

// The admission pages in each language: where their pages live, their interface text, and a
// university's copy in that language, so that one set of components renders either.

export const admissionUi: Record<Language, AdmissionUi> = { en: admissionUiEn, hi: admissionUiHi };

// The Hindi pages mirror the English ones under /hi.
const prefix = (language: Language) => (language === 'hi' ? '/hi' : '');

export const admissionPaths = {
  admission: (id: string, language: Language) => `${prefix(language)}/college/${id}/admission`,
  form: (id: string, language: Language) => `${prefix(language)}/college/${id}/form`,
  thankYou: (language: Language) => `${prefix(language)}/thank-you`,
};

/** A page's path in each language, for hreflang alternates and the language switch. */
export const pathsOf = (path: (language: Language) => string): LanguagePaths => ({
  en: path('en'),
  hi: path('hi'),
});

/** A university's admission copy in one language; its name stays as the university writes it. */
export type AdmissionUniversity = Omit<University, 'programmes'> & {
  programmes: AdmissionProgramme[];
};

export function admissionUniversity(
  university: University,
  language: Language,
): AdmissionUniversity {
  if (language === 'hi') return { ...university, ...universityHi(university.id) };
  const programmes = university.programmes.map((programme) => ({
    ...programme,
    label: programme.name,
  }));
  return { ...university, programmes };
}

/** The university of a college route in the page's language, or the 404 page. */
export const admissionFromParams = async (props: CollegeParams, language: Language) =>
  admissionUniversity(await universityFromParams(props), language);
