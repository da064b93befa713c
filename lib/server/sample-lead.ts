// Test support: a valid proposal lead as the store receives it.
import { adParameters } from '@/lib/attribution';
import { consentStatements } from '@/lib/consent';
import type { NewLead } from './lead-store';

const landing =
  'http://localhost:3000/services/google-ads?utm_source=google&utm_campaign=diwali&gclid=abc';

/** Where the sample visit came from, as the hosted API receives it. */
export const sampleAttribution = {
  landing_url: landing,
  referrer: 'https://www.google.com/',
  ...adParameters(landing),
};

export const sampleLead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: 'proposal',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  website: 'example.in',
  message: 'Hello',
  course: null,
  city: null,
  consent: null,
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/',
  language: 'en',
  user_agent: 'jest',
  idempotency_key: null,
  idempotency_digest: null,
  suspected_reason: null,
  ...sampleAttribution,
  consent_text: consentStatements.proposal.text,
  consent_version: consentStatements.proposal.version,
  consented_at: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

/** The hosted API's body for `sampleLead()`, as SPEC section 7 lays it out. */
export const sampleLeadPayload = {
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  Websiteurl: 'example.in',
  message: 'Hello',
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/',
  ...sampleAttribution,
};
