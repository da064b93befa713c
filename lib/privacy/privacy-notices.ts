import { privacyNoticeHi } from '@/content/hi/privacy-notice';
import { privacyNoticeEn } from '@/content/privacy-notice';
import type { Language } from '../config/language';
import { fingerprint } from '../leads/consent-statement';
import type { PrivacyNoticeCopy } from './privacy-copy';

/** The itemised notice (/privacy/notice, /hi/privacy/notice) in each language. */
export const privacyNotices: Record<Language, PrivacyNoticeCopy> = {
  en: privacyNoticeEn,
  hi: privacyNoticeHi,
};

/** The version a notice's text gives: what PRIVACY_NOTICE_VERSION must say. */
export const noticeFingerprint = (language: Language) =>
  `notice-${language}-${fingerprint(JSON.stringify(privacyNotices[language]))}`;
