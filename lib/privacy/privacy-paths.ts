import type { Language } from '../config/language';

/** The privacy pages in each language: the itemised notice and the rights requests. */
export const privacyPaths = {
  notice: (language: Language) => (language === 'hi' ? '/hi/privacy/notice' : '/privacy/notice'),
  requests: (language: Language) =>
    language === 'hi' ? '/hi/privacy/requests' : '/privacy/requests',
  policy: '/privacy-policy',
};
