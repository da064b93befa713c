/** @jest-environment node */
import { adParameters } from '@/lib/leads/attribution';
import { admissionAlert, proposalAlert, RECEIVED_AT } from '@/test-support/sample-alert';
import { indiaDateTime, indiaReadable } from '@/lib/time/india-time';
import { alertHeadline, alertLines } from './lead-alert';

describe('a lead alert', () => {
  it('keeps what the agency needs, and only whether a click id came, never the id', () => {
    expect(admissionAlert()).toEqual({
      id: 42,
      kind: 'admission',
      university: 'Amity',
      name: 'Asha Verma',
      phone: '9876543210',
      email: 'asha@example.in',
      website: null,
      message: null,
      course: 'B.Tech (Engineering and Technology)',
      city: 'Lucknow',
      reason: 'Admission enquiry: Amity University',
      language: 'hi',
      utm_source: 'google',
      utm_campaign: 'diwali',
      click_ids: ['gclid'],
      page_url: 'https://leadwise.example/hi/college/amity/admission?utm_source=google&gclid=abc',
      received_at: RECEIVED_AT,
    });
  });

  it('heads an admission with university, course and city, a proposal with name and site', () => {
    expect(alertHeadline(admissionAlert())).toBe('New admission lead: Amity, B.Tech, Lucknow');
    expect(alertHeadline(proposalAlert({ name: 'Ravi Kumar', website: 'kumar-tiles.in' }))).toBe(
      'New proposal lead: Ravi Kumar, kumar-tiles.in',
    );
  });

  it('names a university the funnels do not know as its reason does', () => {
    const alert = admissionAlert({ reason: 'Admission enquiry: Some Other University' });
    expect(alert.university).toBe('Some Other University');
  });

  it('lists every fact of an admission in reading order, phone, chat and email as links', () => {
    expect(alertLines(admissionAlert())).toEqual([
      { label: 'Name', value: 'Asha Verma' },
      { label: 'Phone', value: '+91 98765 43210', href: 'tel:+919876543210' },
      {
        label: 'WhatsApp',
        value: 'https://wa.me/919876543210',
        href: 'https://wa.me/919876543210',
      },
      { label: 'Email', value: 'asha@example.in', href: 'mailto:asha@example.in' },
      { label: 'University', value: 'Amity' },
      { label: 'Course', value: 'B.Tech (Engineering and Technology)' },
      { label: 'City', value: 'Lucknow' },
      { label: 'Language', value: 'Hindi' },
      { label: 'Campaign', value: 'google / diwali, click id: gclid' },
      {
        label: 'Page',
        value: 'https://leadwise.example/hi/college/amity/admission?utm_source=google&gclid=abc',
        href: 'https://leadwise.example/hi/college/amity/admission?utm_source=google&gclid=abc',
      },
      { label: 'Received', value: '23 Nov 2026, 15:30 IST' },
      { label: 'Lead', value: '#42' },
    ]);
  });

  it("lists a proposal's website, message and purpose in place of course and city", () => {
    const lines = alertLines(proposalAlert({ message: 'Two\nlines' }));
    expect(lines.slice(4, 8)).toEqual([
      { label: 'Website', value: 'example.in' },
      { label: 'Message', value: 'Two\nlines' },
      { label: 'Purpose', value: 'Get a Proposal' },
      { label: 'Language', value: 'English' },
    ]);
  });

  it.each([
    [
      'https://leadwise.example/?utm_source=google&utm_campaign=diwali&gclid=abc',
      'google / diwali, click id: gclid',
    ],
    ['https://leadwise.example/?utm_source=meta&fbclid=x', 'meta / -, click id: fbclid'],
    ['https://leadwise.example/?gclid=a&msclkid=b', 'no UTM tags, click id: gclid, msclkid'],
    ['', 'no UTM tags, no click id'],
  ])('says which campaign brought a visit that landed on %j', (landing_url, campaign) => {
    const alert = proposalAlert({ landing_url, ...adParameters(landing_url) });
    expect(alertLines(alert).find((line) => line.label === 'Campaign')?.value).toBe(campaign);
  });

  it('does not link a page address that is not a web address', () => {
    const page = alertLines(proposalAlert({ page_url: 'javascript:alert(1)' })).find(
      (line) => line.label === 'Page',
    );
    expect(page).toEqual({ label: 'Page', value: 'javascript:alert(1)' });
  });
});

describe('India time', () => {
  it('is UTC + 05:30 all year, across midnight and the year end', () => {
    expect(indiaReadable('2026-11-23T10:00:05.000Z')).toBe('23 Nov 2026, 15:30 IST');
    expect(indiaDateTime('2026-11-23T10:00:05.000Z')).toBe('2026-11-23 15:30:05');
    expect(indiaDateTime('2026-12-31T18:45:00.000Z')).toBe('2027-01-01 00:15:00');
    expect(indiaReadable('2026-06-01T00:00:00.000Z')).toBe('1 Jun 2026, 05:30 IST');
  });
});
