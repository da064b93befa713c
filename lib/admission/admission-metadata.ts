import type { Metadata } from 'next';
import { admissionUi, type AdmissionUniversity, admissionPaths, pathsOf } from './admission-pages';
import type { Language } from '../config/language';
import { pageMetadata } from '../seo/metadata';

/** An admission page's head in its language, naming its translation (hreflang). */
export function admissionMetadata(
  university: AdmissionUniversity,
  language: Language,
  page: 'admission' | 'form',
): Metadata {
  const path = (lang: Language) => admissionPaths[page](university.id, lang);
  const form = page === 'form';
  return pageMetadata({
    title: form ? university.formMetaTitle : university.metaTitle,
    description: form ? university.formMetaDescription : university.metaDescription,
    path: path(language),
    // The form-only page is for visitors sent to it, not for search.
    noindex: form,
    locale: admissionUi[language].locale.ogLocale,
    languages: pathsOf(path),
  });
}

/** The thank-you page's head: in its language, never indexed. */
export function thankYouMetadata(language: Language): Metadata {
  const { thankYou, locale } = admissionUi[language];
  return pageMetadata({
    title: thankYou.metaTitle,
    description: thankYou.metaDescription,
    path: admissionPaths.thankYou(language),
    noindex: true,
    locale: locale.ogLocale,
  });
}
