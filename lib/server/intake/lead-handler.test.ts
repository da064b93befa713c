/** @jest-environment node */
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { consentStatements } from '@/lib/leads/consent';
import { admissionMessages } from '@/lib/validations/admission-messages';
import { handleLeadSubmit } from './lead-handler';
import { handleNewsletterSubscribe } from './newsletter-handler';
import { serverConfig } from '../server-config';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';

const proposal = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  Websiteurl: 'example.in',
  message: 'We need leads',
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/?utm_source=google',
};
const admission = {
  name: 'Rohan',
  email: 'rohan@example.in',
  phone: '8123456789',
  course: 'MBA',
  city: 'Jaipur',
  consent: true,
  reason: 'Admission enquiry: Amity University',
  page_url: 'http://localhost:3000/college/amity/admission?utm_source=google&gclid=abc',
};

const post = (
  body: unknown,
  headers: Record<string, string> = {},
  url = 'http://localhost/api/b2b/leads/submit',
) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' || body instanceof Blob ? body : JSON.stringify(body),
  });

describe.each(ENGINES)('API handlers on %s', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  /** Replaces the context with one using other settings on the same database. */
  const reopen = async (env: Record<string, string>) => {
    await closeSiteContext(ctx);
    ctx = await createSiteContext(serverConfig({ ...database.env, ...env }));
  };
  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(serverConfig({ ...database.env, RATE_LIMIT_POINTS: '1000' }));
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  describe('POST /leads/submit', () => {
    it('stores a proposal lead and answers after the commit', async () => {
      const response = await handleLeadSubmit(post(proposal, { 'User-Agent': 'jest-agent' }), ctx);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: true,
        message: 'Form submitted successfully',
      });
      const [row] = await ctx.store.listLeads();
      expect(row).toMatchObject({
        kind: 'proposal',
        name: 'Asha Verma',
        website: 'example.in',
        user_agent: 'jest-agent',
        page_url: proposal.page_url,
      });
    });

    it('stores an admission lead with course, city and consent', async () => {
      const response = await handleLeadSubmit(post(admission), ctx);
      expect(response.status).toBe(200);
      const [row] = await ctx.store.listLeads();
      expect(row).toMatchObject({
        kind: 'admission',
        course: 'MBA',
        city: 'Jaipur',
        consent: true,
        website: null,
        reason: admission.reason,
      });
    });

    it('stores the touch with its ad parameters parsed, and the notice it showed', async () => {
      const landing_url =
        'https://leadwise.example/services/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=x&gclid=abc&gclid=def';
      const response = await handleLeadSubmit(
        post({
          ...proposal,
          landing_url,
          referrer: 'https://www.google.com/',
          consent_version: consentStatements.proposal.version,
        }),
        ctx,
      );
      expect(response.status).toBe(200);
      const [row] = await ctx.store.listLeads();
      expect(row).toMatchObject({
        landing_url,
        referrer: 'https://www.google.com/',
        gclid: 'abc',
        gbraid: null,
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'x',
        utm_term: null,
        consent_text: consentStatements.proposal.text,
        consent_version: consentStatements.proposal.version,
      });
      expect(Date.parse(row.consented_at!)).toBeLessThanOrEqual(Date.now());
    });

    it("stores the ad platforms' identifiers from the request's cookies and the fbclid", async () => {
      const fbclid = 'IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk';
      const first_attempt_at = new Date(Date.now() - 60_000).toISOString();
      const response = await handleLeadSubmit(
        post(
          {
            ...admission,
            landing_url: `https://leadwise.example/college/lpu/admission?utm_source=facebook&fbclid=${fbclid}`,
            first_attempt_at,
          },
          {
            Cookie:
              'theme=dark; _fbp=fb.1.1596403881668.1116446470; _ga=GA1.1.1234567890.1763612345',
          },
        ),
        ctx,
      );
      expect(response.status).toBe(200);
      expect((await ctx.store.listLeads())[0]).toMatchObject({
        fbclid,
        fbc: `fb.1.${Date.parse(first_attempt_at)}.${fbclid}`,
        fbp: 'fb.1.1596403881668.1116446470',
        ga_client_id: '1234567890.1763612345',
      });
    });

    it('keeps a lead whose identifier cookies are not what the platforms write, without them', async () => {
      const response = await handleLeadSubmit(
        post(admission, { Cookie: '_fbp=<script>; _fbc=fb.1.1.x; _ga=GA1.1.%00' }),
        ctx,
      );
      expect(response.status).toBe(200);
      expect((await ctx.store.listLeads())[0]).toMatchObject({
        fbc: null,
        fbp: null,
        ga_client_id: null,
      });
    });

    it('stores the admission consent text exactly as the form showed it', async () => {
      await handleLeadSubmit(
        post({ ...admission, consent_version: consentStatements.admission.version }),
        ctx,
      );
      const [row] = await ctx.store.listLeads();
      expect(row.consent_text).toBe(consentStatements.admission.text);
      expect(row.consent_text).toContain(
        'I agree to be contacted by phone, SMS, WhatsApp and email',
      );
    });

    it('stores a Hindi admission lead with its language and the Hindi text it showed', async () => {
      const hindi = consentStatements.admissionHi;
      const response = await handleLeadSubmit(
        post({
          ...admission,
          name: 'प्रिया शर्मा',
          city: 'लखनऊ',
          language: 'hi',
          consent_version: hindi.version,
        }),
        ctx,
      );
      expect(response.status).toBe(200);
      const [row] = await ctx.store.listLeads();
      expect(row).toMatchObject({
        kind: 'admission',
        name: 'प्रिया शर्मा',
        city: 'लखनऊ',
        language: 'hi',
        reason: admission.reason,
        consent_text: hindi.text,
        consent_version: hindi.version,
      });
      expect(row.consent_text).toMatch(/^मैं सहमत हूँ कि एडमिशन के बारे में/);
    });

    it('records a lead that names no language as English', async () => {
      await handleLeadSubmit(post(admission), ctx);
      await handleLeadSubmit(post(proposal), ctx);
      expect((await ctx.store.listLeads()).map((row) => row.language)).toEqual(['en', 'en']);
    });

    it('answers a Hindi form in Hindi, with the same rules, and refuses another language', async () => {
      const hindi = await handleLeadSubmit(
        post({ ...admission, phone: '51234', city: '', consent: false, language: 'hi' }),
        ctx,
      );
      expect(hindi.status).toBe(422);
      expect((await hindi.json()).errors).toEqual({
        phone: admissionMessages.hi.phone.digits,
        city: admissionMessages.hi.city.required,
        consent: admissionMessages.hi.consent,
      });
      const other = await handleLeadSubmit(post({ ...admission, language: 'fr' }), ctx);
      expect(other.status).toBe(422);
      expect((await other.json()).errors).toEqual({ language: 'Language must be en or hi' });
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it('keeps a lead without a touch or notice (an older page or another client)', async () => {
      await handleLeadSubmit(post(proposal), ctx);
      expect((await ctx.store.listLeads())[0]).toMatchObject({
        landing_url: '',
        referrer: '',
        gclid: null,
        consent_text: null,
        consent_version: null,
        consented_at: null,
      });
    });

    it('keeps a lead whose notice version this build does not know, without a text', async () => {
      await handleLeadSubmit(post({ ...proposal, consent_version: 'proposal-en-00000000' }), ctx);
      expect((await ctx.store.listLeads())[0]).toMatchObject({
        consent_text: null,
        consent_version: 'proposal-en-00000000',
      });
    });

    it.each([
      ['landing_url', 'javascript:alert(1)', 'Landing URL must be an http or https address'],
      ['landing_url', '/relative?gclid=x', 'Landing URL must be an http or https address'],
      [
        'landing_url',
        `https://x.in/?q=${'a'.repeat(2100)}`,
        'Landing URL must be at most 2048 characters',
      ],
      ['landing_url', 42, 'Landing URL must be text'],
      [
        'referrer',
        'android-app://com.google.android.gm/',
        'Referrer must be an http or https address',
      ],
      ['consent_version', '<script>', 'Consent version is not valid'],
    ])('answers %s %j with 422 and its message', async (field, value, message) => {
      const response = await handleLeadSubmit(post({ ...proposal, [field]: value }), ctx);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ [field]: message });
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it.each([
      ['name', 'Asha\u0000Verma', 'Name contains characters that are not allowed'],
      ['name', 'Asha\ud800Verma', 'Name contains characters that are not allowed'],
      ['message', 'Hello\u0000', 'Message contains characters that are not allowed'],
      ['message', 'Hello \udc00', 'Message contains characters that are not allowed'],
      ['Websiteurl', 'example.in/\u0000', 'Website URL contains characters that are not allowed'],
      ['reason', 'Get\u0007', 'Reason contains characters that are not allowed'],
      ['page_url', 'http://x.in/\u0000', 'Page URL contains characters that are not allowed'],
      [
        'landing_url',
        'https://x.in/?gclid=\u0000',
        'Landing URL contains characters that are not allowed',
      ],
    ])('refuses %s with %j as 422, whatever the engine', async (field, value, message) => {
      // Raw JSON: the escapes reach the server as the client sent them.
      const body = JSON.stringify({ ...proposal, [field]: value });
      const response = await handleLeadSubmit(post(body), ctx);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ [field]: message });
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it.each([
      ['a stray byte pair', [0xff, 0xfe]],
      ['CESU-8 (a surrogate pair encoded as two)', [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]],
      ['an overlong slash', [0xc0, 0xaf]],
      ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
      ['a sequence cut short', [0xe0, 0xa4]],
    ])('refuses %s as 422, as a lone surrogate, never stored as U+FFFD', async (_label, bytes) => {
      const [before, after] = JSON.stringify({ ...proposal, name: 'Asha@' }).split('@');
      const body = new Blob([before, Uint8Array.from(bytes), after]);
      const response = await handleLeadSubmit(post(body), ctx);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        status: false,
        message: 'Request body must be UTF-8 text',
        errors: { body: 'Request body must be UTF-8 text' },
      });
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it('takes the ad parameters of a landing URL without their control characters', async () => {
      const landing_url = 'https://x.in/?utm_source=a%00b&utm_campaign=%1B%5B2Jsale&gclid=%00';
      for (const [i, key] of ['with-key', null].entries()) {
        const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
        // Two people: a person's second enquiry would join the first's lead.
        const person = { phone: `900000000${i}`, email: `person${i}@example.in` };
        const response = await handleLeadSubmit(
          post({ ...proposal, ...person, landing_url }, headers),
          ctx,
        );
        expect(response.status).toBe(200);
      }
      const rows = await ctx.store.listLeads();
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toMatchObject({
          landing_url,
          utm_source: 'ab',
          utm_campaign: '[2Jsale',
          gclid: null,
        });
    });

    it('refuses JSON nested deeper than a lead as 400 before digesting it, with a key or without', async () => {
      const deep = JSON.stringify({ ...proposal, extra: '@' }).replace(
        '"@"',
        `${'['.repeat(4000)}${']'.repeat(4000)}`,
      );
      for (const headers of [{ 'Idempotency-Key': 'deep-1' }, {} as Record<string, string>]) {
        const response = await handleLeadSubmit(post(deep, headers), ctx);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          status: false,
          message: 'Request body must nest at most 8 levels deep',
        });
      }
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it('keeps the line breaks and tabs of a message, and text in any script', async () => {
      const message = 'पहली पंक्ति\nSecond line\n\tindented 👍';
      expect(
        (await handleLeadSubmit(post({ ...proposal, name: 'आशा वर्मा', message }), ctx)).status,
      ).toBe(200);
      expect((await ctx.store.listLeads())[0]).toMatchObject({ name: 'आशा वर्मा', message });
    });

    it('answers 422 with the field messages and stores nothing', async () => {
      const response = await handleLeadSubmit(
        post({ ...proposal, phone: '12345', email: '' }),
        ctx,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        status: false,
        message: 'Please correct the highlighted fields',
        errors: { phone: 'Phone number must be 10 digits', email: 'Email is required' },
      });
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it('requires consent on the admission shape', async () => {
      const response = await handleLeadSubmit(post({ ...admission, consent: false }), ctx);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({
        consent: 'Please agree to be contacted so that we can help you',
      });
    });

    it.each([
      ['another content type', () => post(proposal, { 'Content-Type': 'text/plain' }), 415],
      ['malformed JSON', () => post('{"name":'), 400],
      ['a JSON array', () => post([proposal]), 400],
      ['a JSON string', () => post('"hello"'), 400],
      ['null', () => post('null'), 400],
      ['a body over 64 KB', () => post({ ...proposal, message: 'x'.repeat(70_000) }), 413],
      [
        'a bad idempotency key',
        () => post(proposal, { 'Idempotency-Key': 'has spaces and /slashes' }),
        400,
      ],
    ])('answers %s with %i and stores nothing', async (_label, request, status) => {
      const response = await handleLeadSubmit(request(), ctx);
      expect(response.status).toBe(status);
      expect((await response.json()).status).toBe(false);
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it('answers a replay of the same request under its key as the first, in any key order', async () => {
      const first = await handleLeadSubmit(post(proposal, { 'Idempotency-Key': 'same-body' }), ctx);
      const reordered = Object.fromEntries(Object.entries(proposal).reverse());
      const replay = await handleLeadSubmit(
        post(JSON.stringify(reordered, null, 2), { 'Idempotency-Key': 'same-body' }),
        ctx,
      );
      expect([first.status, replay.status]).toEqual([200, 200]);
      expect(await replay.json()).toEqual(await first.json());
      expect(await ctx.store.listLeads()).toHaveLength(1);
    });

    it('refuses another request under a used key with 409 and keeps the first', async () => {
      await handleLeadSubmit(post(proposal, { 'Idempotency-Key': 'one-key' }), ctx);
      const other = await handleLeadSubmit(
        post({ ...proposal, name: 'Someone Else' }, { 'Idempotency-Key': 'one-key' }),
        ctx,
      );
      expect(other.status).toBe(409);
      expect(await other.json()).toEqual({
        status: false,
        message:
          'This Idempotency-Key was already used for a different request. Send a new enquiry with a new key.',
      });
      expect((await ctx.store.listLeads()).map((row) => row.name)).toEqual(['Asha Verma']);
    });

    it('refuses a body with both kinds of fields instead of dropping one kind', async () => {
      const response = await handleLeadSubmit(
        post({ ...proposal, course: 'MBA', city: 'Pune' }),
        ctx,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        status: false,
        message:
          'A lead is either a proposal (Websiteurl, message) or an admission enquiry (course, city, consent), not both',
      });
      expect(await ctx.store.listLeads()).toEqual([]);
    });

    it('takes every field at its maximum in Devanagari within the body cap', async () => {
      const deva = (length: number) => 'क'.repeat(length);
      const url = (length: number) => `https://x.in/${deva(length - 'https://x.in/'.length)}`;
      const body = JSON.stringify({
        name: deva(100),
        email: `${'a'.repeat(64)}@${'b'.repeat(180)}.in`,
        phone: '9876543210',
        Websiteurl: `example.in/${deva(2048 - 'example.in/'.length)}`,
        message: deva(5000),
        reason: deva(200),
        page_url: url(2048),
        landing_url: url(2048),
        referrer: url(2048),
        consent_version: consentStatements.proposal.version,
      });
      expect(Buffer.byteLength(body)).toBeGreaterThan(40_000);
      const response = await handleLeadSubmit(post(body), ctx);
      expect(response.status).toBe(200);
      expect((await ctx.store.listLeads())[0].message).toBe(deva(5000));
    });

    it('stores a UTF-8 User-Agent as sent', async () => {
      const agent = 'LeadwiseApp/2 (आशा)';
      await handleLeadSubmit(
        post(proposal, { 'User-Agent': Buffer.from(agent).toString('latin1') }),
        ctx,
      );
      expect((await ctx.store.listLeads())[0].user_agent).toBe(agent);
    });

    it('stores one row for a retried submit with the same idempotency key', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await handleLeadSubmit(
          post(proposal, { 'Idempotency-Key': 'open-1' }),
          ctx,
        );
        expect(response.status).toBe(200);
      }
      expect(await ctx.store.listLeads()).toHaveLength(1);
    });

    it('stores when a resent lead was first attempted; its received time is when it was stored', async () => {
      const firstAttempt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
      const resent = { ...proposal, first_attempt_at: firstAttempt };
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await handleLeadSubmit(post(resent, { 'Idempotency-Key': 'kept-1' }), ctx);
        expect(response.status).toBe(200);
      }
      const rows = await ctx.store.listLeads();
      expect(rows).toHaveLength(1);
      expect(rows[0].first_attempt_at).toBe(firstAttempt);
      expect(Date.now() - Date.parse(rows[0].received_at)).toBeLessThan(60_000);
    });

    it('never refuses a lead over its first attempt time: one not believed counts from its arrival', async () => {
      const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
      for (const [i, said] of [
        inAWeek,
        '2020-01-01T00:00:00.000Z',
        'yesterday',
        42,
        null,
      ].entries()) {
        const before = Date.now();
        const response = await handleLeadSubmit(
          post({
            ...proposal,
            phone: `900000000${i}`,
            email: `said.${i}@example.in`,
            first_attempt_at: said,
          }),
          ctx,
        );
        expect(response.status).toBe(200);
        const stored = (await ctx.store.listLeads()).at(-1)!;
        expect(Date.parse(stored.first_attempt_at)).toBeGreaterThanOrEqual(before);
      }
      await handleLeadSubmit(post({ ...proposal, email: 'plain@example.in' }), ctx);
      const plain = (await ctx.store.listLeads()).at(-1)!;
      expect(Date.parse(plain.first_attempt_at)).toBeLessThanOrEqual(Date.parse(plain.received_at));
    });

    it('answers a bot as usual and keeps its lead apart as suspected, with the reason', async () => {
      const trap = await handleLeadSubmit(post({ ...proposal, homepage_url: 'spam.example' }), ctx);
      const fast = await handleLeadSubmit(
        post({ ...proposal, name: 'Quick' }, { 'X-Fill-Time-Ms': '300' }),
        ctx,
      );
      for (const response of [trap, fast]) {
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({
          status: true,
          message: 'Form submitted successfully',
        });
      }
      expect(await ctx.store.listLeads()).toEqual([]);
      expect(
        (await ctx.store.listLeads({ includeSuspected: true })).map((row) => [
          row.name,
          row.suspected_reason,
        ]),
      ).toEqual([
        ['Asha Verma', 'honeypot field filled'],
        ['Quick', 'sent 300 ms after the form opened (minimum 1500 ms)'],
      ]);
      await handleLeadSubmit(post(proposal, { 'X-Fill-Time-Ms': '5000' }), ctx);
      expect(await ctx.store.listLeads()).toHaveLength(1);
    });

    it('does not take a filled field of the old honeypot name for a bot', async () => {
      await handleLeadSubmit(post({ ...proposal, company: 'Autofilled Pvt Ltd' }), ctx);
      expect(await ctx.store.listLeads()).toHaveLength(1);
    });

    it('answers 429 with Retry-After over the rate limit', async () => {
      await reopen({ RATE_LIMIT_POINTS: '2' });
      expect((await handleLeadSubmit(post(proposal), ctx)).status).toBe(200);
      const other = { ...proposal, phone: '9000000001', email: 'other@example.in' };
      expect((await handleLeadSubmit(post(other), ctx)).status).toBe(200);
      const limited = await handleLeadSubmit(post(proposal), ctx);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await limited.json()).toEqual({
        status: false,
        message: 'Too many requests. Please try again shortly.',
      });
      expect(await ctx.store.listLeads()).toHaveLength(2);
    });

    it('counts each visitor apart when served directly (the address Next puts in X-Forwarded-For)', async () => {
      await reopen({ RATE_LIMIT_POINTS: '1', TRUST_PROXY_HOPS: '0' });
      const from = (ip: string) => post(proposal, { 'X-Forwarded-For': ip });
      expect((await handleLeadSubmit(from('127.0.0.10'), ctx)).status).toBe(200);
      expect((await handleLeadSubmit(from('::ffff:127.0.0.11'), ctx)).status).toBe(200);
      expect((await handleLeadSubmit(from('127.0.0.10'), ctx)).status).toBe(429);
      expect((await handleLeadSubmit(from('::ffff:127.0.0.10'), ctx)).status).toBe(429);
      expect((await handleLeadSubmit(from('127.0.0.12'), ctx)).status).toBe(200);
    });

    it('served directly, counts the connection and not what the client wrote before it', async () => {
      await reopen({ RATE_LIMIT_POINTS: '1', TRUST_PROXY_HOPS: '0' });
      // As runtime/serve.mjs passes it on: the client's header, then the connection's address.
      const forged = (ip: string) => post(proposal, { 'X-Forwarded-For': `${ip}, 127.0.0.20` });
      expect((await handleLeadSubmit(forged('198.51.100.1'), ctx)).status).toBe(200);
      expect((await handleLeadSubmit(forged('198.51.100.2'), ctx)).status).toBe(429);
    });

    it('behind a trusted proxy, counts the address the proxy saw', async () => {
      await reopen({ RATE_LIMIT_POINTS: '1', TRUST_PROXY_HOPS: '1' });
      const from = (ip: string) =>
        post(proposal, { 'X-Forwarded-For': `203.0.113.9, ${ip}, 127.0.0.1` });
      expect((await handleLeadSubmit(from('198.51.100.1'), ctx)).status).toBe(200);
      expect((await handleLeadSubmit(from('198.51.100.2'), ctx)).status).toBe(200);
      expect((await handleLeadSubmit(from('198.51.100.1'), ctx)).status).toBe(429);
    });

    it('answers 503 with Retry-After when storage fails', async () => {
      const failing: typeof ctx.store = {
        ...ctx.store,
        insertLead: () => Promise.reject(new Error('disk I/O error')),
      };
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const response = await handleLeadSubmit(post(proposal), { ...ctx, store: failing });
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(JSON.stringify(spy.mock.calls)).not.toContain('asha@example.in');
      spy.mockRestore();
    });
  });

  describe('POST /newsletter/suscribe', () => {
    const subscribe = (email: unknown) => handleNewsletterSubscribe(post({ email }), ctx);

    it('keeps a bot-like subscription apart as suspected and answers it as a new one', async () => {
      const response = await handleNewsletterSubscribe(
        post({ email: 'quick@example.in' }, { 'X-Fill-Time-Ms': '20' }),
        ctx,
      );
      expect(await response.json()).toEqual({ status: true, msg: 'Thank you for subscribing!' });
      expect(await ctx.store.listSubscribers()).toEqual([]);
      expect(await ctx.store.listSubscribers({ includeSuspected: true })).toEqual([
        expect.objectContaining({
          email: 'quick@example.in',
          suspected_reason: 'sent 20 ms after the form opened (minimum 1500 ms)',
        }),
      ]);
    });

    it('answers a new and an existing subscriber alike, and stores the address once', async () => {
      const first = await subscribe('Asha@Example.in');
      const second = await subscribe('asha@example.in');
      expect(first.status).toBe(second.status);
      expect(first.headers.get('content-type')).toBe(second.headers.get('content-type'));
      expect(await first.json()).toEqual({ status: true, msg: 'Thank you for subscribing!' });
      expect(await second.json()).toEqual({ status: true, msg: 'Thank you for subscribing!' });
      expect(await ctx.store.listSubscribers()).toHaveLength(1);
    });

    it.each(['asha@example', 'as..ha@example.in', 42, ''])('answers %j with 422', async (email) => {
      const response = await subscribe(email);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ status: false, msg: 'Invalid Email' });
      expect(await ctx.store.listSubscribers()).toEqual([]);
    });
  });
});
