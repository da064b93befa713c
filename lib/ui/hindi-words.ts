import { admissionLinksLineHi } from '@/content/hi/not-found';
import { universities } from '@/lib/catalogue/universities';
import { LANGUAGE_NAMES } from '@/lib/config/language';

/**
 * The Hindi that English pages show, text by text: the language switch's name, and the 404's
 * line to the Hindi admission pages. Their letters are all that app/fonts-hindi-words.ts's small
 * font holds.
 */
export const HINDI_ON_ENGLISH_PAGES = {
  languageSwitch: [LANGUAGE_NAMES.hi],
  notFound: [
    admissionLinksLineHi.lead,
    ...universities.map(({ shortName }) => admissionLinksLineHi.label(shortName)),
  ],
};

/** Their Devanagari letters, each once, in code point order (Latin comes from Inter). */
export const hindiWordsLetters = () =>
  [
    ...new Set(
      Object.values(HINDI_ON_ENGLISH_PAGES)
        .join('')
        .match(/[\u0900-\u097F]/gu),
    ),
  ].sort();
