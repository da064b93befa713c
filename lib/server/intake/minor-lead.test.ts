/** @jest-environment node */
import { admissionMessagesEn } from '@/content/form-messages';
import { admissionMessagesHi } from '@/content/hi/admission-messages';
import { guardianConsentStatements } from '@/lib/admission/admission-consent';
import { consentStatements } from '@/lib/leads/consent';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { takeAdmission } from './form-post-intake';
import { handleLeadSubmit } from './lead-handler';
import { serverConfig } from '../server-config';

// Issue 45's minors: a student under 18 names a parent or guardian, who consents; the lead keeps
// no click id or ad platform identifier, and the guardian's wording is its consent text.

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const LANDING =
  'http://localhost:3000/hi/college/amity/admission?utm_source=meta&fbclid=F1&gclid=G1';

const minor = {
  name: 'रिया गुप्ता',
  email: 'riya.minor@example.in',
  phone: '9123400001',
  course: 'BBA',
  city: 'Kanpur',
  consent: 'on',
  adult: 'no',
  guardian_name: ' सुनीता गुप्ता ',
  guardian_phone: '98765 00001',
  university: 'amity',
  language: 'hi',
  consent_version: consentStatements.admissionHi.version,
  page_url: `${LANDING}&utm_campaign=diwali`,
  landing_url: LANDING,
  referrer: 'https://m.facebook.com/?fbclid=F1',
  fill_time_ms: '9000',
  idempotency_key: '',
};

const browser = () =>
  new Headers({
    'user-agent': 'phone',
    'x-forwarded-for': '127.0.0.9',
    cookie: '_fbp=fb.1.1596403881668.1116446470; _ga=GA1.1.1234567890.1763612345',
  });

const adultBody = {
  name: 'Rohan',
  email: 'rohan.adult@example.in',
  phone: '8123400002',
  course: 'MBA',
  city: 'Jaipur',
  consent: true,
  reason: 'Admission enquiry: Amity University',
  page_url: 'http://localhost:3000/college/amity/admission?gclid=abc',
  landing_url: 'http://localhost:3000/college/amity/admission?gclid=abc',
};

const api = (body: unknown) =>
  new Request('http://localhost/api/b2b/leads/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.each(ENGINES)('a minor’s admission on %s', (engine) => {
  let database: TestDatabase;
  let ctx: SiteContext;
  const open = async () => ctx;
  beforeEach(async () => {
    database = await freshDatabase(engine);
    ctx = await createSiteContext(serverConfig({ ...database.env, RATE_LIMIT_POINTS: '1000' }));
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await database.drop();
  });

  it("stores the guardian, the guardian's consent text and no click id, keeping the UTM tags", async () => {
    expect(await takeAdmission(posted(minor), browser(), open)).toEqual({
      confirmation: '/hi/thank-you?for=amity',
    });
    const [lead] = await ctx.store.listLeads();
    expect(lead).toMatchObject({
      adult: false,
      guardian_name: 'सुनीता गुप्ता',
      guardian_phone: '9876500001',
      consent: true,
      consent_version: guardianConsentStatements.hi.version,
      consent_text: guardianConsentStatements.hi.text,
      utm_source: 'meta',
      gclid: null,
      gbraid: null,
      wbraid: null,
      fbclid: null,
      msclkid: null,
      fbc: null,
      fbp: null,
      ga_client_id: null,
      landing_url: 'http://localhost:3000/hi/college/amity/admission?utm_source=meta',
      page_url:
        'http://localhost:3000/hi/college/amity/admission?utm_source=meta&utm_campaign=diwali',
      referrer: 'https://m.facebook.com/',
    });
    expect(lead.consent_text).toContain('मैं ऊपर लिखे छात्र/छात्रा का माता-पिता या अभिभावक हूँ');
    expect(JSON.stringify(lead)).not.toMatch(/F1|G1/);
  });

  it('refuses No without a guardian with the exact messages, keeping what was typed', async () => {
    const answer = await takeAdmission(
      posted({ ...minor, language: 'en', guardian_name: ' ', guardian_phone: '' }),
      browser(),
      open,
    );
    expect(answer).toEqual({
      state: {
        problem: 'fields',
        errors: {
          guardian_name: "Please enter the parent's or guardian's name",
          guardian_phone: "Please enter the parent's or guardian's phone number",
        },
        values: {
          name: minor.name,
          email: minor.email,
          phone: minor.phone,
          course: 'BBA',
          city: 'Kanpur',
          adult: 'no',
          guardian_name: ' ',
          guardian_phone: '',
        },
      },
    });
    expect(await ctx.store.listLeads({ includeSuspected: true })).toEqual([]);
  });

  it('refuses a form whose question was not answered, in its language', async () => {
    const answer = await takeAdmission(posted({ ...minor, adult: '' }), browser(), open);
    expect(answer).toMatchObject({
      state: { problem: 'fields', errors: { adult: admissionMessagesHi.adult } },
    });
    expect(admissionMessagesEn.adult).toBe('Please say whether the student is 18 or older');
    expect(await ctx.store.listLeads({ includeSuspected: true })).toEqual([]);
  });

  it('stores an adult with no guardian, whatever the hidden guardian fields held, and the click ids', async () => {
    await takeAdmission(posted({ ...minor, adult: 'yes', guardian_phone: '12' }), browser(), open);
    const [lead] = await ctx.store.listLeads();
    expect(lead).toMatchObject({
      adult: true,
      guardian_name: null,
      guardian_phone: null,
      gclid: 'G1',
      fbclid: 'F1',
      fbp: 'fb.1.1596403881668.1116446470',
      consent_text: consentStatements.admissionHi.text,
    });
  });

  it('takes API leads that do not ask as never asked (null), and a minor through the API too', async () => {
    expect((await handleLeadSubmit(api(adultBody), ctx)).status).toBe(200);
    const minorBody = {
      ...adultBody,
      email: 'api.minor@example.in',
      phone: '8123400003',
      adult: 'no',
      guardian_name: 'Meera Shah',
      guardian_phone: '9000000003',
    };
    expect((await handleLeadSubmit(api(minorBody), ctx)).status).toBe(200);
    const refused = await handleLeadSubmit(
      api({ ...minorBody, phone: '8123400004', guardian_phone: '5000000003' }),
      ctx,
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(
      "Parent's or guardian's phone number should start with 6-9",
    );
    const [asked, never] = [
      (await ctx.store.listLeads()).find((lead) => lead.phone === '8123400003')!,
      (await ctx.store.listLeads()).find((lead) => lead.phone === '8123400002')!,
    ];
    expect(never).toMatchObject({ adult: null, guardian_name: null, gclid: 'abc' });
    expect(asked).toMatchObject({
      adult: false,
      guardian_name: 'Meera Shah',
      guardian_phone: '9000000003',
      gclid: null,
    });
  });

  it("records a minor's repeat enquiry with its answer and guardian", async () => {
    await takeAdmission(posted(minor), browser(), open);
    await takeAdmission(
      posted({ ...minor, guardian_name: 'Anil Gupta', guardian_phone: '9876500002' }),
      browser(),
      open,
    );
    const enquiries = await ctx.store.database.db
      .selectFrom('lead_enquiries')
      .select(['adult', 'guardian_name', 'guardian_phone', 'gclid', 'fbp'])
      .execute();
    expect(enquiries.map((row) => ({ ...row, adult: Boolean(row.adult) }))).toEqual([
      {
        adult: false,
        guardian_name: 'Anil Gupta',
        guardian_phone: '9876500002',
        gclid: null,
        fbp: null,
      },
    ]);
  });
});
