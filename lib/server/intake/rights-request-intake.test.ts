/** @jest-environment node */
import { rightsPageHi } from '@/content/hi/privacy-requests';
import { rightsPageEn } from '@/content/privacy-requests';
import { sampleLead } from '@/test-support/sample-lead';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { serverConfig } from '../server-config';
import { takeRightsRequest } from './rights-request-intake';
import { rightsRequests } from '../privacy/rights-requests';

/** A form as the browser posts it: each field a string. */
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const request = {
  kind: 'erasure',
  phone: '+91 98765 43210',
  email: '',
  details: '',
  language: 'en',
  homepage_url: '',
  fill_time_ms: '9000',
  idempotency_key: '',
  landing_url: '',
  referrer: '',
  page_url: '',
};

const browser = (address = '127.0.0.2') =>
  new Headers({ 'user-agent': 'phone', 'x-forwarded-for': address });

const RECEIPT = {
  receipt: { reference: expect.stringMatching(/^LW-\w{4}-\w{4}$/), dueDate: expect.any(String) },
};

describe.each(ENGINES)('rights requests taken on %s', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  const open = async () => ctx;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(
      serverConfig({
        ...database.env,
        RATE_LIMIT_POINTS: '4',
        MIN_FILL_TIME_MS: '1500',
        TRUST_PROXY_HOPS: '1',
      }),
    );
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it('answers a known and an unknown phone alike, and stores both as asked', async () => {
    await ctx.store.insertLead(sampleLead({ phone: '9876543210' }));
    const known = await takeRightsRequest(posted(request), browser(), open);
    const unknown = await takeRightsRequest(
      posted({ ...request, phone: '9123456789' }),
      browser(),
      open,
    );
    expect(known).toEqual(RECEIPT);
    expect(unknown).toEqual(RECEIPT);
    expect(Object.keys(known!)).toEqual(Object.keys(unknown!));
    const stored = await rightsRequests(ctx.store.database).list();
    expect(
      stored.map(({ kind, phone, suspected_reason }) => ({ kind, phone, suspected_reason })),
    ).toEqual([
      { kind: 'erasure', phone: '9876543210', suspected_reason: null },
      { kind: 'erasure', phone: '9123456789', suspected_reason: null },
    ]);
    expect(stored.map(({ reference }) => reference)).toEqual(
      [known, unknown].map(
        (answer) => (answer as { receipt: { reference: string } }).receipt.reference,
      ),
    );
  });

  it('gives the due date in the page language, 7 days on', async () => {
    const answer = await takeRightsRequest(posted({ ...request, language: 'hi' }), browser(), open);
    const [stored] = await rightsRequests(ctx.store.database).list();
    expect(stored.language).toBe('hi');
    const due = new Date(stored.due_at);
    expect(due.getTime() - new Date(stored.received_at).getTime()).toBe(7 * 86_400_000);
    expect((answer as { receipt: { dueDate: string } }).receipt.dueDate).toMatch(/^\d+ \S+ \d{4}$/);
    expect((answer as { receipt: { dueDate: string } }).receipt.dueDate).toMatch(/[\u0900-\u097F]/);
  });

  it('sends back what was typed, with each message, in the page language', async () => {
    const typed = { kind: 'correction', phone: '12345', email: 'asha@', details: '' };
    expect(await takeRightsRequest(posted({ ...request, ...typed }), browser(), open)).toEqual({
      values: typed,
      errors: {
        phone: rightsPageEn.form.messages.phone.digits,
        email: rightsPageEn.form.messages.email.invalid,
        details: rightsPageEn.form.messages.details.required,
      },
      problem: 'fields',
    });
    const hindi = await takeRightsRequest(
      posted({ ...request, language: 'hi', kind: 'grievance', phone: '', details: ' ' }),
      browser(),
      open,
    );
    expect(hindi).toEqual({
      values: { kind: 'grievance', phone: '', email: '', details: ' ' },
      errors: {
        phone: rightsPageHi.form.messages.contact,
        details: rightsPageHi.form.messages.details.required,
      },
      problem: 'fields',
    });
    const noKind = await takeRightsRequest(posted({ ...request, kind: '' }), browser(), open);
    expect(noKind).toMatchObject({ errors: { kind: rightsPageEn.form.messages.kind } });
    expect(await rightsRequests(ctx.store.database).list()).toEqual([]);
  });

  it('stores a bot-like request apart by its label, with the same answer', async () => {
    const bait = await takeRightsRequest(
      posted({ ...request, homepage_url: 'http://spam.example' }),
      browser(),
      open,
    );
    const fast = await takeRightsRequest(
      posted({ ...request, fill_time_ms: '200' }),
      browser(),
      open,
    );
    expect([bait, fast]).toEqual([RECEIPT, RECEIPT]);
    const stored = await rightsRequests(ctx.store.database).list();
    expect(stored.map(({ suspected_reason }) => suspected_reason)).toEqual([
      'honeypot field filled',
      'sent 200 ms after the form opened (minimum 1500 ms)',
    ]);
  });

  it('takes the same post twice as one request', async () => {
    const form = { ...request, idempotency_key: 'c0ffee0123456789c0ffee0123456789.5d41402a' };
    const first = await takeRightsRequest(posted(form), browser(), open);
    expect(await takeRightsRequest(posted(form), browser(), open)).toEqual(first);
    expect(await rightsRequests(ctx.store.database).list()).toHaveLength(1);
  });

  it('refuses past the limit the lead API counts, keeping what was typed', async () => {
    for (let i = 0; i < 4; i++) await takeRightsRequest(posted(request), browser('10.0.0.9'), open);
    expect(await takeRightsRequest(posted(request), browser('10.0.0.9'), open)).toEqual({
      values: { kind: 'erasure', phone: '9876543210', email: '', details: '' },
      errors: {},
      problem: 'limited',
    });
    expect(await takeRightsRequest(posted(request), browser('10.0.0.10'), open)).toEqual(RECEIPT);
  });

  it('says it could not save, keeping what was typed, when the store fails', async () => {
    const failing = async (): Promise<SiteContext> => {
      throw new Error('database is down');
    };
    expect(await takeRightsRequest(posted(request), browser(), failing)).toMatchObject({
      values: { kind: 'erasure', phone: '9876543210' },
      problem: 'unavailable',
    });
  });
});
