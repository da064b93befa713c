import {
  admissionConsentStatements,
  guardianConsentStatements,
} from '../admission/admission-consent';
import { LANGUAGES } from '../config/language';
import { EARLIER_NOTICE_VERSIONS, PRIVACY_NOTICE_VERSION } from '../privacy/notice-version';
import { proposalConsent } from '../proposal/proposal-consent';
import { underNotice } from './consent-statement';

// The server's registry of every form's consent statement (each form ships only its own:
// lib/proposal/proposal-consent.ts, lib/admission/admission-consent.ts): the API stores the text a lead's version
// names.

/** What each form shows today. */
export const consentStatements = {
  proposal: proposalConsent,
  admission: admissionConsentStatements.en,
  admissionHi: admissionConsentStatements.hi,
  admissionGuardian: guardianConsentStatements.en,
  admissionGuardianHi: guardianConsentStatements.hi,
};

/**
 * Each statement as its form showed it under each earlier notice: a page loaded before the notice
 * changed still sends that version, and its lead records the words it showed.
 */
const earlierStatements = Object.values(consentStatements).flatMap((statement) =>
  LANGUAGES.filter((language) => statement.text.endsWith(PRIVACY_NOTICE_VERSION[language])).flatMap(
    (language) => EARLIER_NOTICE_VERSIONS[language].map((notice) => underNotice(statement, notice)),
  ),
);

const registry = new Map(
  [...Object.values(consentStatements), ...earlierStatements].map((statement) => [
    statement.version,
    statement.text,
  ]),
);

/** The text a version names, or null for one this build does not know (an older page's). */
export const consentText = (version: string) => registry.get(version) ?? null;
