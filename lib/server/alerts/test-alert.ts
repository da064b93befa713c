import 'server-only';
import type { LeadAlert } from './lead-alert';

/**
 * The lead `leads alert-test` sends on every channel: an admission enquiry like a real one, with
 * the site's placeholder phone and an address at a reserved domain, so it reaches nobody.
 */
export const testAlert = (now = new Date()): LeadAlert => ({
  id: 0,
  kind: 'admission',
  university: 'Amity',
  name: 'Test Student',
  phone: '9000000000',
  email: 'test.student@leadwise.example',
  website: null,
  message: null,
  course: 'B.Tech (Engineering and Technology)',
  city: 'Lucknow',
  reason: 'Admission enquiry: Amity University',
  language: 'en',
  utm_source: 'google',
  utm_campaign: 'alert-test',
  click_ids: ['gclid'],
  page_url:
    'https://leadwise.example/college/amity/admission?utm_source=google&utm_campaign=alert-test',
  received_at: now.toISOString(),
});
