// The languages the site's pages and leads come in: English everywhere, Hindi in the admission
// pages. A lead records its form's language; one without says nothing and is English.

export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The hreflang of each language's pages: written for India. */
export const HREFLANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
