import { admissionConsent, admissionNotice, noticeLinkEn } from '@/content/consent';
import { admissionConsentHi, admissionNoticeHi, noticeLinkHi } from '@/content/hi/consent';
import { PRIVACY_NOTICE_VERSION } from '../privacy/notice-version';
import { type ConsentStatement, consentStatement } from '../leads/consent-statement';
import type { Language } from '../config/language';

/**
 * What the admission form shows in each language: the checkbox, then the notice and its link to
 * the itemised notice.
 */
export const admissionConsentStatements: Record<Language, ConsentStatement> = {
  en: consentStatement(
    'admission-en',
    [admissionConsent, admissionNotice, noticeLinkEn],
    PRIVACY_NOTICE_VERSION.en,
  ),
  hi: consentStatement(
    'admission-hi',
    [admissionConsentHi, admissionNoticeHi, noticeLinkHi],
    PRIVACY_NOTICE_VERSION.hi,
  ),
};

/** The admission form's statement in the language of its page. */
export const admissionConsentStatement = (language: Language) =>
  admissionConsentStatements[language];
