// Test support: valid proposal and admission leads as the store receives them.
import { adParameters } from '@/lib/leads/attribution';
import { consentStatements } from '@/lib/leads/consent';
import type { AdmissionLead, ProposalLead } from '@/lib/server/store/lead-store';
import { sampleLeadRequest } from './sample-lead-request.mjs';

export { sampleLeadRequest };

const landing =
  'http://localhost:3000/services/google-ads?utm_source=google&utm_campaign=diwali&gclid=abc';

/** Where the sample visit came from, as the hosted API receives it. */
export const sampleAttribution = {
  landing_url: landing,
  referrer: 'https://www.google.com/',
  ...adParameters(landing),
};

const { Websiteurl: website, ...request } = sampleLeadRequest;

/** `sampleLeadRequest` as the store keeps it once the API has accepted it. */
export const sampleLead = (overrides: Partial<ProposalLead> = {}): ProposalLead => ({
  kind: 'proposal',
  ...request,
  website,
  language: 'en',
  user_agent: 'jest',
  idempotency_key: null,
  idempotency_digest: null,
  suspected_reason: null,
  ...sampleAttribution,
  fbc: null,
  fbp: null,
  ga_client_id: null,
  consent_text: consentStatements.proposal.text,
  consent_version: consentStatements.proposal.version,
  consented_at: '2026-11-23T10:00:00.000Z',
  first_attempt_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

/** An admission enquiry from LPU's funnel, with its consent. */
export const sampleAdmission = (overrides: Partial<AdmissionLead> = {}): AdmissionLead => {
  const { website: _website, message: _message, ...common } = sampleLead();
  return {
    ...common,
    kind: 'admission',
    course: 'MBA',
    city: 'Delhi',
    consent: true,
    adult: true,
    guardian_name: null,
    guardian_phone: null,
    reason: 'Admission enquiry: LPU',
    consent_text: consentStatements.admission.text,
    consent_version: consentStatements.admission.version,
    ...overrides,
  };
};

/** The hosted API's body for `sampleLead()`: the request, and where the visit came from. */
export const sampleLeadPayload = { ...sampleLeadRequest, ...sampleAttribution };

let people = 0;

/**
 * Another person's phone and email: a sample lead with them is a lead of its own, never a repeat
 * joining an earlier sample's (docs/leads.md#repeat-enquiries-one-person-one-record).
 */
export function newPerson() {
  people += 1;
  return { phone: String(6000000000 + people), email: `person${people}@example.in` };
}
