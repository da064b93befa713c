import { expect, test } from '@playwright/test';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { exportLeads, uniquePerson, type Person } from './support';

/** The sample lead from `person`: a lead of its own, were it stored, never a repeat. */
const lead = (person: Person) => ({ ...sampleLeadRequest, ...person });

test.describe('embedded B2B API', { tag: '@no-page' }, () => {
  test('answers each kind of bad request with its status and stores nothing', async ({
    request,
  }) => {
    const person = uniquePerson('bad');
    const url = '/api/b2b/leads/submit';
    const cases: [string, () => Promise<{ status(): number }>, number][] = [
      [
        'text/plain',
        () =>
          request.post(url, {
            headers: { 'Content-Type': 'text/plain' },
            data: JSON.stringify(lead(person)),
          }),
        415,
      ],
      [
        'no content type',
        () => request.post(url, { data: Buffer.from(JSON.stringify(lead(person))) }),
        415,
      ],
      [
        'malformed JSON',
        () =>
          request.post(url, { headers: { 'Content-Type': 'application/json' }, data: '{"name":' }),
        400,
      ],
      ['an array', () => request.post(url, { data: [lead(person)] }), 400],
      [
        'over 64 KB',
        () => request.post(url, { data: { ...lead(person), message: 'x'.repeat(70_000) } }),
        413,
      ],
      ['invalid fields', () => request.post(url, { data: { ...lead(person), phone: '123' } }), 422],
      [
        'wrong types',
        () =>
          request.post(url, { data: { ...lead(person), name: { $gt: '' }, phone: 9876543210 } }),
        422,
      ],
      ['GET', () => request.get(url), 405],
      ['PUT', () => request.put(url, { data: lead(person) }), 405],
      [
        'newsletter with a bad email',
        () => request.post('/api/b2b/newsletter/suscribe', { data: { email: 'nope' } }),
        422,
      ],
      [
        'newsletter malformed',
        () =>
          request.post('/api/b2b/newsletter/suscribe', {
            headers: { 'Content-Type': 'application/json' },
            data: 'nope',
          }),
        400,
      ],
    ];
    for (const [label, send, status] of cases) {
      expect((await send()).status(), label).toBe(status);
    }
    const { leads } = await exportLeads();
    expect(leads.filter((row) => row.email === person.email)).toEqual([]);
  });

  test('a 422 names each invalid field with its message', async ({ request }) => {
    const response = await request.post('/api/b2b/leads/submit', {
      data: { ...lead(uniquePerson()), email: 'x@y', name: ' ', Websiteurl: '' },
    });
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({
      status: false,
      message: 'Please correct the highlighted fields',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        Websiteurl: 'Website URL is required',
      },
    });
  });

  test('a retried request with the same Idempotency-Key stores one row', async ({ request }) => {
    const person = uniquePerson('idem');
    const headers = { 'Idempotency-Key': `e2e-${Date.now()}` };
    const answers = await Promise.all(
      [0, 1, 2].map(() => request.post('/api/b2b/leads/submit', { data: lead(person), headers })),
    );
    for (const answer of answers)
      expect(await answer.json()).toEqual({ status: true, message: 'Form submitted successfully' });
    expect((await exportLeads()).leads.filter((row) => row.email === person.email)).toHaveLength(1);
  });
});
