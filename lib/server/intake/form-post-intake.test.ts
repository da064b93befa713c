/** @jest-environment node */
import { consentStatements } from '@/lib/leads/consent';
import { admissionMessagesHi } from '@/content/hi/admission-messages';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { takeAdmission, takeNewsletter, takeProposal } from './form-post-intake';
import { serverConfig } from '../server-config';

const PAGE = 'http://localhost:3000/contact';

/** A form as the browser posts it: each field a string, the consent box only when ticked. */
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const proposal = {
  name: ' Asha Verma ',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  Websiteurl: 'example.in',
  message: 'We need leads',
  reason: 'Get a Proposal',
  consent_version: consentStatements.proposal.version,
  landing_url: '',
  referrer: '',
  page_url: '',
  fill_time_ms: '',
  idempotency_key: '',
  homepage_url: '',
};

const admission = {
  name: 'प्रिया शर्मा',
  email: 'priya@example.in',
  phone: '9123456789',
  course: 'MBA',
  city: 'Lucknow',
  consent: 'on',
  adult: 'yes',
  guardian_name: '',
  guardian_phone: '',
  university: 'amity',
  language: 'hi',
  consent_version: consentStatements.admissionHi.version,
  page_url: 'http://localhost:3000/hi/college/amity/form',
  landing_url: 'http://localhost:3000/hi/college/amity/admission?fbclid=F1',
  referrer: 'https://m.facebook.com/',
  fill_time_ms: '9000',
  idempotency_key: '0123456789abcdef0123456789abcdef',
};

const browser = (address = '127.0.0.2') =>
  new Headers({ 'user-agent': 'phone', referer: PAGE, 'x-forwarded-for': address });

describe.each(ENGINES)('natively posted forms on %s', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  const open = async () => ctx;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(
      serverConfig({ ...database.env, RATE_LIMIT_POINTS: '3', MIN_FILL_TIME_MS: '1500' }),
    );
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it('stores a proposal sent with scripts off: the page is its landing, and the notice its consent', async () => {
    expect(await takeProposal(posted(proposal), browser(), open)).toEqual({
      confirmation: '/contact/thank-you',
    });
    const [lead] = await ctx.store.listLeads();
    expect(lead).toMatchObject({
      kind: 'proposal',
      name: 'Asha Verma',
      phone: '9876543210',
      reason: 'Get a Proposal',
      page_url: PAGE,
      landing_url: PAGE,
      referrer: '',
      user_agent: 'phone',
      language: 'en',
      consent_text: consentStatements.proposal.text,
      idempotency_key: null,
    });
  });

  it('stores a Hindi admission with what the head script filled in, and thanks in Hindi', async () => {
    expect(await takeAdmission(posted(admission), browser(), open)).toEqual({
      confirmation: '/hi/thank-you?for=amity',
    });
    const [lead] = await ctx.store.listLeads();
    expect(lead).toMatchObject({
      kind: 'admission',
      name: 'प्रिया शर्मा',
      course: 'MBA',
      city: 'Lucknow',
      consent: true,
      reason: 'Admission enquiry: Amity University',
      language: 'hi',
      page_url: admission.page_url,
      landing_url: admission.landing_url,
      referrer: 'https://m.facebook.com/',
      fbclid: 'F1',
      consent_text: consentStatements.admissionHi.text,
      idempotency_key: admission.idempotency_key,
    });
  });

  it("keeps the ad platforms' identifiers a natively posted form's request carries", async () => {
    const before = Date.now();
    const sent = browser();
    sent.set('cookie', '_fbp=fb.1.1596403881668.1116446470; _ga=GA1.1.1234567890.1763612345');
    expect(await takeAdmission(posted(admission), sent, open)).toEqual({
      confirmation: '/hi/thank-you?for=amity',
    });
    const [lead] = await ctx.store.listLeads();
    expect(lead).toMatchObject({
      fbp: 'fb.1.1596403881668.1116446470',
      ga_client_id: '1234567890.1763612345',
    });
    // No first attempt time comes with a native post: the click counts from its arrival.
    const [, , madeAt, fbclid] = lead.fbc!.split('.');
    expect(fbclid).toBe('F1');
    expect(Number(madeAt)).toBeGreaterThanOrEqual(before);
    expect(Number(madeAt)).toBeLessThanOrEqual(Date.now());
  });

  it('sends an invalid form back with its messages in its language and what was typed, never the tick', async () => {
    const answer = await takeAdmission(
      posted({ ...admission, email: 'priya@', city: ' ', consent: 'on' }),
      browser(),
      open,
    );
    expect(answer).toEqual({
      state: {
        problem: 'fields',
        errors: {
          email: admissionMessagesHi.email.invalid,
          city: admissionMessagesHi.city.required,
        },
        values: {
          name: 'प्रिया शर्मा',
          email: 'priya@',
          phone: '9123456789',
          course: 'MBA',
          city: ' ',
          adult: 'yes',
          guardian_name: '',
          guardian_phone: '',
        },
      },
    });
    const { consent: _, ...unticked } = admission;
    const refused = await takeAdmission(posted(unticked), browser(), open);
    expect(refused).toMatchObject({ state: { errors: { consent: admissionMessagesHi.consent } } });
    expect(await ctx.store.listLeads()).toEqual([]);
  });

  it('stores a lead whose landing URL carries %00 or %1B in an ad parameter, without them', async () => {
    const landing_url =
      'http://localhost:3000/hi/college/amity/admission?utm_source=a%00b&fbclid=%1BF1';
    expect(await takeAdmission(posted({ ...admission, landing_url }), browser(), open)).toEqual({
      confirmation: '/hi/thank-you?for=amity',
    });
    expect((await ctx.store.listLeads())[0]).toMatchObject({
      landing_url,
      utm_source: 'ab',
      fbclid: 'F1',
    });
  });

  it('stores a post sent again under its key once', async () => {
    await takeAdmission(posted(admission), browser(), open);
    expect(await takeAdmission(posted(admission), browser(), open)).toEqual({
      confirmation: '/hi/thank-you?for=amity',
    });
    expect(await ctx.store.listLeads()).toHaveLength(1);
  });

  it('stores another form under a reused key rather than lose it', async () => {
    await takeAdmission(posted(admission), browser(), open);
    // Another person's form: the same person's would join the first lead as a repeat.
    const other = { phone: '9000000001', email: 'other@example.in' };
    await takeAdmission(posted({ ...admission, ...other, city: 'Kanpur' }), browser(), open);
    expect((await ctx.store.listLeads()).map((lead) => [lead.city, lead.idempotency_key])).toEqual([
      ['Lucknow', admission.idempotency_key],
      ['Kanpur', null],
    ]);
  });

  it('keeps a filled honeypot or a too-fast post apart as suspected', async () => {
    await takeProposal(posted({ ...proposal, homepage_url: 'http://spam' }), browser(), open);
    await takeAdmission(posted({ ...admission, fill_time_ms: '200' }), browser(), open);
    expect(await ctx.store.listLeads()).toEqual([]);
    expect(
      (await ctx.store.listLeads({ includeSuspected: true })).map((lead) => lead.suspected_reason),
    ).toEqual(['honeypot field filled', 'sent 200 ms after the form opened (minimum 1500 ms)']);
  });

  it('counts posts against the same limit as the API, per visitor', async () => {
    for (let i = 0; i < 3; i++)
      await takeNewsletter(posted({ email: `n${i}@example.in` }), browser('127.0.0.3'), open);
    expect(
      await takeNewsletter(posted({ email: 'late@example.in' }), browser('127.0.0.3'), open),
    ).toEqual({
      state: { problem: 'limited', errors: {}, values: { email: 'late@example.in' } },
    });
    expect(
      await takeNewsletter(posted({ email: 'other@example.in' }), browser('127.0.0.4'), open),
    ).toEqual({
      confirmation: '/newsletter/thank-you',
    });
    expect((await ctx.store.listSubscribers()).map((row) => row.email)).toHaveLength(4);
  });

  it("answers 'Invalid Email' for a newsletter address it refuses", async () => {
    expect(await takeNewsletter(posted({ email: 'asha@example' }), browser(), open)).toEqual({
      state: {
        problem: 'fields',
        errors: { email: 'Invalid Email' },
        values: { email: 'asha@example' },
      },
    });
  });

  it('sends the form back, typed values kept, when the store cannot be opened', async () => {
    const down = async (): Promise<SiteContext> => {
      throw new Error('unable to open database file');
    };
    expect(await takeProposal(posted(proposal), browser(), down)).toMatchObject({
      state: { problem: 'unavailable', errors: {}, values: { name: ' Asha Verma ' } },
    });
  });
});
