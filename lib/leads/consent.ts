import {
  admissionConsentStatements,
  guardianConsentStatements,
} from '../admission/admission-consent';
import { proposalConsent } from '../proposal/proposal-consent';

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

const registry = new Map(
  Object.values(consentStatements).map((statement) => [statement.version, statement.text]),
);

/** The text a version names, or null for one this build does not know (an older page's). */
export const consentText = (version: string) => registry.get(version) ?? null;
