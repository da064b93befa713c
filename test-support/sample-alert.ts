// Test support: stored leads as their alerts tell them, with a fixed id and received time.
import { leadAlert } from '@/lib/server/alerts/lead-alert';
import { leadRow, type AdmissionLead, type ProposalLead } from '@/lib/server/store/lead-store';
import { sampleAdmission, sampleLead } from './sample-lead';

/** 23 Nov 2026, 15:30:05 in India. */
export const RECEIVED_AT = '2026-11-23T10:00:05.000Z';

/** Amity's funnel, in Hindi, from a Google Ads click: the alert the example describes. */
export const admissionAlert = (overrides: Partial<AdmissionLead> = {}) =>
  leadAlert({
    ...leadRow(
      sampleAdmission({
        name: 'Asha Verma',
        course: 'B.Tech (Engineering and Technology)',
        city: 'Lucknow',
        reason: 'Admission enquiry: Amity University',
        page_url: 'https://leadwise.example/hi/college/amity/admission?utm_source=google&gclid=abc',
        language: 'hi',
        ...overrides,
      }),
    ),
    id: 42,
    received_at: RECEIVED_AT,
  });

export const proposalAlert = (overrides: Partial<ProposalLead> = {}) =>
  leadAlert({ ...leadRow(sampleLead(overrides)), id: 7, received_at: RECEIVED_AT });
