/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { handleLeadSubmit } from './lead-handler';
import { handleNewsletterSubscribe } from './newsletter-handler';
import { serverConfig } from '../server-config';

// Property tests against the route handlers: whatever a client sends, the answer is a
// deliberate status, never a 500, and only valid input is stored, exactly as sent.

const RUNS = 1000;
let dir: string;
let ctx: SiteContext;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-prop-'));
  // NORMAL keeps thousands of commits quick; durability is not what these properties test.
  ctx = await createSiteContext(
    serverConfig({
      LEADS_DB_PATH: path.join(dir, 'leads.db'),
      RATE_LIMIT_POINTS: '1000000',
      SQLITE_SYNCHRONOUS: 'NORMAL',
    }),
  );
});
afterAll(async () => {
  await closeSiteContext(ctx);
  fs.rmSync(dir, { recursive: true, force: true });
});

const send = (
  handler: typeof handleLeadSubmit,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request('http://localhost/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body as BodyInit,
    }),
    ctx,
  );

const chars = (alphabet: string, min: number, max: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max })
    .map((list) => list.join(''));
const lower = 'abcdefghijklmnopqrstuvwxyz';
const label = chars(`${lower}0123456789`, 1, 12);

const email = fc
  .tuple(
    chars(`${lower}${lower.toUpperCase()}0123456789_%+-`, 1, 20),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    chars(lower, 2, 6),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${tld}`);
const phone = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), chars('0123456789', 9, 9))
  .map(([first, rest]) => first + rest);
const website = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://'),
    fc.constantFrom('', 'www.'),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    chars(lower, 2, 6),
    fc.constantFrom('', '/', '/path?q=1'),
  )
  .map(([scheme, www, labels, tld, tail]) => `${scheme}${www}${labels.join('.')}.${tld}${tail}`);
const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: max, unit: 'grapheme' })
    .filter((value) => value.trim() !== '');

const validLead = fc.record({
  name: text(100).filter((value) => value.trim().length <= 100),
  email,
  phone,
  Websiteurl: website,
  message: text(300),
  reason: fc.string({ maxLength: 60 }),
  page_url: fc.webUrl(),
});

describe('lead API properties', () => {
  it('accepts and stores every valid lead exactly', async () => {
    await fc.assert(
      fc.asyncProperty(validLead, fc.uuid(), async (lead, key) => {
        const sentAt = new Date().toISOString();
        const response = await send(handleLeadSubmit, JSON.stringify(lead), {
          'Idempotency-Key': key,
        });
        expect(response.status).toBe(200);
        // Only the leads received since it was sent: reading all of them each run made the
        // property quadratic (33 s for its thousand runs).
        const [stored] = (await ctx.store.listLeads({ since: sentAt })).filter(
          (row) => row.idempotency_key === key,
        );
        expect(stored).toMatchObject({
          name: lead.name.trim(),
          email: lead.email,
          phone: lead.phone,
          website: lead.Websiteurl,
          message: lead.message.trim(),
          reason: lead.reason,
          page_url: lead.page_url,
        });
      }),
      { numRuns: RUNS },
    );
  });

  const mutations: [string, fc.Arbitrary<unknown>, string][] = [
    ['name', fc.constantFrom('', '   ', '\n\t'), 'Name is required'],
    [
      'name',
      fc.string({ minLength: 101, maxLength: 300 }).filter((v) => v.trim().length > 100),
      'Name must be at most 100 characters',
    ],
    ['email', fc.constant(''), 'Email is required'],
    ['email', email.map((value) => value.replace('@', '')), 'Please enter a valid email address'],
    ['email', email.map((value) => value.replace('@', '@.')), 'Please enter a valid email address'],
    ['phone', fc.constant(''), 'Phone number is required'],
    ['phone', chars('0123456789', 1, 9), 'Phone number must be 10 digits'],
    [
      'phone',
      fc
        .tuple(fc.constantFrom('0', '1', '2', '3', '4', '5'), chars('0123456789', 9, 9))
        .map(([a, b]) => a + b),
      'Phone number should start with 6-9',
    ],
    ['Websiteurl', fc.constant(''), 'Website URL is required'],
    ['Websiteurl', label, 'Please enter a valid website URL'],
    ['message', fc.constantFrom('', ' ', '\n'), 'Message is required'],
  ];

  const mutation = fc.oneof(
    ...mutations.map(([field, arbitrary, message]) =>
      arbitrary.map((value) => ({ field, value, message })),
    ),
  );

  it("answers a mutated field with 422 and that field's message, storing nothing", async () => {
    const before = (await ctx.store.listLeads()).length;
    await fc.assert(
      fc.asyncProperty(validLead, mutation, async (lead, { field, value, message }) => {
        const response = await send(handleLeadSubmit, JSON.stringify({ ...lead, [field]: value }));
        expect(response.status).toBe(422);
        expect((await response.json()).errors[field]).toBe(message);
      }),
      { numRuns: RUNS },
    );
    expect((await ctx.store.listLeads()).length).toBe(before);
  });

  it('never answers 500 to garbage, and stores nothing', async () => {
    const before = (await ctx.store.listLeads()).length;
    const deep = fc
      .integer({ min: 1, max: 5000 })
      .map((depth) => '['.repeat(depth) + ']'.repeat(depth));
    const pollution = fc.constantFrom(
      '{"__proto__":{"status":true},"name":"x"}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{"name":{"__proto__":{"toString":1}},"email":[],"phone":{}}',
    );
    const wrongTypes = fc
      .dictionary(
        fc.constantFrom(
          'name',
          'email',
          'phone',
          'Websiteurl',
          'message',
          'reason',
          'page_url',
          'course',
          'consent',
        ),
        fc.anything(),
      )
      .map((value) => JSON.stringify(value) ?? 'null');
    const huge = fc
      .integer({ min: 16 * 1024, max: 64 * 1024 })
      .map((size) => JSON.stringify({ name: 'x'.repeat(size) }));
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.string({ maxLength: 500 }),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      wrongTypes,
      deep,
      pollution,
      huge,
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    );
    await fc.assert(
      fc.asyncProperty(body, contentType, fc.boolean(), async (payload, type, newsletter) => {
        const response = await send(
          newsletter ? handleNewsletterSubscribe : handleLeadSubmit,
          payload,
          { 'Content-Type': type },
        );
        expect([400, 413, 415, 422]).toContain(response.status);
        expect((await response.json()).status).toBe(false);
      }),
      { numRuns: RUNS },
    );
    expect((await ctx.store.listLeads()).length).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('newsletter API properties', () => {
  it('accepts every valid email and stores it once', async () => {
    await fc.assert(
      fc.asyncProperty(email, async (address) => {
        const response = await send(handleNewsletterSubscribe, JSON.stringify({ email: address }));
        expect(response.status).toBe(200);
        const rows = (await ctx.store.listSubscribers()).filter(
          (row) => row.email.toLowerCase() === address.toLowerCase(),
        );
        expect(rows).toHaveLength(1);
      }),
      { numRuns: RUNS },
    );
  });
});
