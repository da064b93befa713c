import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { expect } from '@playwright/test';
import { E2E_PORT } from './env';
import { actionFields, multipart, rawRequest } from './raw-http';
import { startServer, stopServer, test, waitUntilUp } from './server-process';
import { runLeads, uniquePerson } from './support';

// What reaches the store from a hostile client, on each engine, through the JSON API and a form
// posted natively alike: ad parameters that decode to control characters cost only those
// characters (never a lead, never an escape sequence in an export), bytes that are not UTF-8 are
// a 422, and JSON nested deep under an Idempotency-Key is a 400, never a 503 that a browser would
// keep resending.

const NOT_UTF8 = {
  status: false,
  message: 'Request body must be UTF-8 text',
  errors: { body: 'Request body must be UTF-8 text' },
};

/** What the proposal form's visitor typed; a person of their own, so each lead is a new one. */
const typed = (name: string | Buffer, email: string): [string, string | Buffer][] => [
  ['name', name],
  ['email', email],
  ['phone', uniquePerson().phone],
  ['Websiteurl', 'example.in'],
  ['message', 'Hello'],
];

const notUtf8 = [
  ['a stray byte pair', [0xff, 0xfe]],
  ['CESU-8', [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]],
  ['an overlong slash', [0xc0, 0xaf]],
] as const;

for (const [index, engine] of ENGINES.entries()) {
  test.describe(`on ${engine}`, () => {
    const PORT = E2E_PORT + 990 + index;
    let database: TestDatabase;
    let server: Awaited<ReturnType<typeof startServer>> | undefined;

    test.beforeAll(async () => {
      database = await freshDatabase(engine, { empty: true });
      server = await startServer(PORT, { ...database.env, MIN_FILL_TIME_MS: '0' });
      await waitUntilUp(PORT);
    });
    test.afterAll(async () => {
      if (server) await stopServer(server, 'SIGTERM');
      await database?.drop();
    });

    const api = (body: string | Buffer, headers: Record<string, string> = {}) =>
      rawRequest(PORT, {
        method: 'POST',
        target: '/api/b2b/leads/submit',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: Buffer.from(body),
      });
    const native = async (fields: [string, string | Buffer][]) => {
      const { contentType, body } = multipart([
        ...(await actionFields(PORT, '/contact')).fields,
        ...fields,
      ]);
      return rawRequest(PORT, {
        method: 'POST',
        target: '/contact',
        headers: { 'Content-Type': contentType },
        body,
      });
    };
    const exported = (format: 'json' | 'csv') =>
      runLeads(['export', '--format', format], database.env);
    const leads = async (): Promise<Record<string, unknown>[]> =>
      JSON.parse(await exported('json')).leads;

    test('control characters in ad parameters cost only themselves: the lead is stored and exported clean', async () => {
      const landing_url =
        'http://localhost:3000/services/seo?utm_source=a%00b&utm_campaign=%1B%5B2Jsale&gclid=%1B]0;x%07';
      const byApi = await api(
        JSON.stringify({
          ...sampleLeadRequest,
          ...uniquePerson(),
          email: 'api@example.in',
          landing_url,
        }),
      );
      expect(byApi.status).toBe(200);
      const byForm = await native([
        ...typed('Asha', 'form@example.in'),
        ['landing_url', landing_url],
      ]);
      expect(byForm.status).toBe(303);
      expect(byForm.headers.location).toBe('/contact/thank-you');

      const stored = (await leads()).map((lead) => [
        lead.email,
        lead.landing_url,
        lead.utm_source,
        lead.utm_campaign,
        lead.gclid,
      ]);
      expect(stored).toEqual([
        ['api@example.in', landing_url, 'ab', '[2Jsale', ']0;x'],
        ['form@example.in', landing_url, 'ab', '[2Jsale', ']0;x'],
      ]);
      expect((await exported('csv')).replace(/\r\n/g, '')).not.toMatch(
        /[\u0000-\u001f\u007f-\u009f]/,
      );
    });

    test('bytes that are not UTF-8 are a 422 on both paths, never stored as U+FFFD', async () => {
      for (const [label, bytes] of notUtf8) {
        const name = Buffer.concat([Buffer.from('Asha'), Buffer.from(bytes)]);
        const [before, after] = JSON.stringify({
          ...sampleLeadRequest,
          ...uniquePerson(),
          name: 'NAME',
          email: 'bytes@example.in',
        }).split('NAME');
        const byApi = await api(Buffer.concat([Buffer.from(before), name, Buffer.from(after)]));
        expect(byApi.status, label).toBe(422);
        expect(JSON.parse(byApi.text), label).toEqual(NOT_UTF8);
        const byForm = await native(typed(name, 'bytes@example.in'));
        expect(byForm.status, label).toBe(422);
        expect(JSON.parse(byForm.text), label).toEqual(NOT_UTF8);
      }
      expect((await leads()).filter((lead) => lead.email === 'bytes@example.in')).toEqual([]);
    });

    test('JSON nested deep under an Idempotency-Key is a 400 before it is digested', async () => {
      const deep = JSON.stringify({
        ...sampleLeadRequest,
        ...uniquePerson(),
        email: 'deep@example.in',
        extra: '@',
      });
      const body = deep.replace('"@"', `${'['.repeat(4000)}${']'.repeat(4000)}`);
      for (const headers of [{ 'Idempotency-Key': 'deep-1' }, {} as Record<string, string>]) {
        const answer = await api(body, headers);
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.text)).toEqual({
          status: false,
          message: 'Request body must nest at most 8 levels deep',
        });
      }
      expect((await leads()).filter((lead) => lead.email === 'deep@example.in')).toEqual([]);
    });
  });
}
