// Test support: a valid proposal lead as the store receives it.
import type { NewLead } from './lead-store';

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
  user_agent: 'jest',
  idempotency_key: null,
  suspected_reason: null,
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
};
