import { admissionConsent, admissionNotice } from '@/content/consent';
import { admissionConsentHi, admissionNoticeHi } from '@/content/hi/consent';
import { type ConsentStatement, consentStatement } from '../leads/consent-statement';
import type { Language } from '../config/language';

/** What the admission form shows in each language: the checkbox, then the notice. */
export const admissionConsentStatements: Record<Language, ConsentStatement> = {
  en: consentStatement('admission-en', [admissionConsent, admissionNotice]),
  hi: consentStatement('admission-hi', [admissionConsentHi, admissionNoticeHi]),
};

/** The admission form's statement in the language of its page. */
export const admissionConsentStatement = (language: Language) =>
  admissionConsentStatements[language];
