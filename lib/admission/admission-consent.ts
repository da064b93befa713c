import {
  admissionConsent,
  admissionNotice,
  guardianConsent,
  guardianNotice,
  noticeLinkEn,
} from '@/content/consent';
import {
  admissionConsentHi,
  admissionNoticeHi,
  guardianConsentHi,
  guardianNoticeHi,
  noticeLinkHi,
} from '@/content/hi/consent';
import { PRIVACY_NOTICE_VERSION } from '../privacy/notice-version';
import { type ConsentStatement, consentStatement } from '../leads/consent-statement';
import { LANGUAGES, type Language } from '../config/language';

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

/**
 * What the same form shows instead once the student says they are under 18: the checkbox and
 * the notice addressed to the parent or guardian, who consents for them.
 */
export const guardianConsentStatements: Record<Language, ConsentStatement> = {
  en: consentStatement(
    'admission-guardian-en',
    [guardianConsent, guardianNotice, noticeLinkEn],
    PRIVACY_NOTICE_VERSION.en,
  ),
  hi: consentStatement(
    'admission-guardian-hi',
    [guardianConsentHi, guardianNoticeHi, noticeLinkHi],
    PRIVACY_NOTICE_VERSION.hi,
  ),
};

/** The admission form's statement in the language of its page. */
export const admissionConsentStatement = (language: Language) =>
  admissionConsentStatements[language];

/**
 * The statement a lead records. The form sends its student's version whatever the answer (with
 * scripts off it cannot change a hidden field); for a minor it showed the guardian's wording in
 * the same language, and that is what is recorded as given.
 */
export function recordedConsentVersion(version: string, adult: boolean | null) {
  if (adult !== false) return version;
  const language = LANGUAGES.find((each) => admissionConsentStatements[each].version === version);
  return language ? guardianConsentStatements[language].version : version;
}
