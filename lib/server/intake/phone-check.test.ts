/** @jest-environment node */
// A lead's phone verified by a code sent by SMS (issue 73; docs/operations.md#phone-codes), on both
// engines, through the doors a student's form takes (the JSON API and the native post) to the
// fake MSG91 gateway on loopback: what the gateway is asked to send, the cookie, the code's checks
// (right, wrong, expired, used up), the limits and the erasure.
import { startFakeSmsGateway, type FakeSmsGateway } from '@/scripts/test/fake-sms-gateway.mjs';
import { startMetaReceiver, startWebhookReceiver } from '@/scripts/test/fake-receivers.mjs';
import { until } from '@/test-support/until';
import { HONEYPOT_FIELD } from '@/lib/leads/b2b-contract';
import { consentStatements } from '@/lib/leads/consent';
import { findPerson, findText } from '@/test-support/store-search';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { closeSiteContext, createSiteContext, type SiteContext } from '../site/site-context';
import { takeAdmission, takeProposal } from './form-post-intake';
import { handleLeadSubmit } from './lead-handler';
import { changeLine } from '../inbox/lead-timeline';
import { indiaDateTime, indiaReadable } from '@/lib/time/india-time';
import { googleAdsFile } from '../export/ad-export';
import { PHONE_CHECK_COOKIE } from './phone-check-start';
import { handleSmsReport } from './sms-report-handler';
import { serverConfig } from '../server-config';
import { isoTimestamps } from '../store/iso-timestamps';

const SMS = {
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'test-auth-key-0123456789',
  MSG91_SENDER: 'LWDIGI',
  MSG91_FLOW_ID: 'flowEnglish01',
  MSG91_FLOW_ID_HI: 'flowHindi0001',
  RATE_LIMIT_POINTS: '100000',
  MIN_FILL_TIME_MS: '0',
};

const admission = {
  name: 'Rohan Mehta',
  email: 'rohan@example.in',
  phone: '8123456789',
  course: 'MBA',
  city: 'Jaipur',
  consent: true,
  reason: 'Admission enquiry: Amity University',
  page_url: 'http://localhost:3000/college/amity/admission',
};

const proposal = {
  name: 'Kavya Nair',
  email: 'kavya@example.in',
  phone: '9012345678',
  Websiteurl: 'https://kavyabakes.in',
  message: 'Google Ads for our bakery in Kochi',
  reason: 'Get a Proposal',
  page_url: 'http://localhost:3000/services/google-ads',
};

// Meta's test pixel and token, and the SHA-256 of asha.verma@gmail.com and 919876543210 as Meta
// normalises them (lib/server/outbox/meta-sender.test.ts).
const PIXEL = '123456789012345';
const TOKEN = 'EAAGm0PX4ZCpsBAKtestTOKEN1234567890';
const ASHA_EM = '7d69e19b32c5d2e1c6122326c3ca1a9953472ac0ef3c7cd457a54efe9622ef37';
const ASHA_PH = '92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0';
type MetaSent = { data: { event_name: string }[] };

const post = (body: unknown, address = '127.0.0.9') =>
  new Request('http://localhost/api/b2b/leads/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe.each(ENGINES)('phone codes on %s', (engine) => {
  let database: TestDatabase;
  let gateway: FakeSmsGateway;
  let ctx: SiteContext;
  const open = async () => ctx;
  const checks = () => ctx.phoneChecks!;
  const reopen = async (env: Record<string, string> = {}) => {
    if (ctx) await closeSiteContext(ctx);
    ctx = await createSiteContext(
      serverConfig({
        ...database.env,
        ...SMS,
        TRUST_PROXY_HOPS: '1',
        MSG91_BASE_URL: gateway.origin,
        ...env,
      }),
    );
  };
  const leadId = async () =>
    (
      await ctx.store.database.db
        .selectFrom('leads')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
  const receivedAt = async (id: number) =>
    (
      await ctx.store.database.db
        .withPlugin(isoTimestamps)
        .selectFrom('leads')
        .select('received_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).received_at;
  const checkRow = async (id: number) =>
    ctx.store.database.db
      .withPlugin(isoTimestamps)
      .selectFrom('phone_checks')
      .selectAll()
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();

  beforeEach(async () => {
    database = await freshDatabase(engine);
    gateway = await startFakeSmsGateway();
    await reopen();
  });
  afterEach(async () => {
    await closeSiteContext(ctx);
    await gateway.close();
    await database.drop();
  });

  it('sends a new admission lead a code with the Flow API and sets the signed cookie', async () => {
    const response = await handleLeadSubmit(post(admission), ctx);
    expect(response.status).toBe(200);
    const id = await leadId();
    expect(response.headers.get('set-cookie')).toBe(
      `${PHONE_CHECK_COOKIE}=${checks().token(id)}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(gateway.state.messages).toEqual([
      {
        id: 'fake000001',
        authkey: SMS.MSG91_AUTH_KEY,
        flowId: SMS.MSG91_FLOW_ID,
        sender: 'LWDIGI',
        mobile: '918123456789',
        code: expect.stringMatching(/^\d{6}$/),
        receivedAt: expect.any(Number),
      },
    ]);
    const row = await checkRow(id);
    // Only the HMAC is stored: the code itself appears nowhere in the store.
    expect(row).toMatchObject({
      phone: '8123456789',
      phone_role: 'student',
      delivery: 'sent',
      gateway_id: 'fake000001',
      verified_at: null,
    });
    expect(row.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(await findText(ctx.store.database.db, engine, [gateway.state.messages[0].code])).toEqual(
      [],
    );
    expect(checks().leadOf(checks().token(id))).toBe(id);
    expect(checks().leadOf(`${id + 1}.${checks().token(id).split('.')[1]}`)).toBeNull();
  });

  it('verifies the phone with the right code, once', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    const { code } = gateway.state.messages[0];
    await expect(checks().check(id, code.replace(/(\d{3})/, '$1 '))).resolves.toEqual({
      kind: 'verified',
    });
    const row = await checkRow(id);
    expect(row).toMatchObject({ verified_method: 'sms', code_hmac: null });
    expect(row.verified_at).not.toBeNull();
    expect(await checks().status(id)).toMatchObject({ verified: true, waiting: false });
  });

  it('gives a new lead from a phone another lead verified the mark, sending no code', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const first = await leadId();
    await expect(
      checks().begin(
        { leadId: 900, phone: '7000000001', role: 'student', language: 'en' },
        '127.0.0.8',
      ),
    ).resolves.toBe('sent');
    await checks().check(first, gateway.state.messages[0].code);
    const { verified_at } = await checkRow(first);
    // The same ten digits, typed another way, as a minor's guardian's phone on a Hindi form.
    await expect(
      checks().begin(
        { leadId: 901, phone: '+91 81234 56789', role: 'guardian', language: 'hi' },
        '127.0.0.7',
      ),
    ).resolves.toBe('verified');
    expect(gateway.state.messages).toHaveLength(2);
    expect(await checkRow(901)).toMatchObject({
      phone: '8123456789',
      phone_role: 'guardian',
      verified_at,
      verified_method: 'sms',
      code_hmac: null,
    });
    // A phone sent a code but never verified passes nothing on.
    await expect(
      checks().begin(
        { leadId: 902, phone: '7000000001', role: 'student', language: 'en' },
        '127.0.0.6',
      ),
    ).resolves.toBe('sent');
  });

  it('counts wrong codes, voids the code at the fifth, and lets a new one verify', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    const wrong = gateway.state.messages[0].code === '000000' ? '111111' : '000000';
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push(await checks().check(id, wrong));
    expect(outcomes).toEqual([
      { kind: 'wrong', triesLeft: 4 },
      { kind: 'wrong', triesLeft: 3 },
      { kind: 'wrong', triesLeft: 2 },
      { kind: 'wrong', triesLeft: 1 },
      { kind: 'used-up' },
    ]);
    await expect(checks().check(id, gateway.state.messages[0].code)).resolves.toEqual({
      kind: 'used-up',
    });
    await expect(checks().check(id, '12ab')).resolves.toEqual({ kind: 'malformed' });
    const later = new Date(Date.now() + 31_000);
    await expect(checks().resend(id, '127.0.0.9', later)).resolves.toBe('sent');
    await expect(checks().check(id, gateway.state.messages[1].code, later)).resolves.toEqual({
      kind: 'verified',
    });
  });

  it('refuses an expired code and a resend before 30 seconds', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    const { code } = gateway.state.messages[0];
    await expect(checks().resend(id, '127.0.0.9')).resolves.toBe('too-soon');
    const late = new Date(Date.now() + 10 * 60_000 + 1_000);
    await expect(checks().check(id, code, late)).resolves.toEqual({ kind: 'expired' });
    expect(await checks().status(id, late)).toMatchObject({ waiting: false, verified: false });
    expect(gateway.state.messages).toHaveLength(1);
  });

  it('sends the Hindi Flow from a Hindi page, to a minor’s guardian, from the native post', async () => {
    const answer = await takeAdmission(
      posted({
        name: 'रिया गुप्ता',
        email: 'riya.minor@example.in',
        phone: '9123400001',
        course: 'BBA',
        city: 'Kanpur',
        consent: 'on',
        adult: 'no',
        guardian_name: 'सुनीता गुप्ता',
        guardian_phone: '98765 00001',
        university: 'amity',
        language: 'hi',
        consent_version: consentStatements.admissionHi.version,
        page_url: 'http://localhost:3000/hi/college/amity/admission',
        fill_time_ms: '9000',
      }),
      new Headers({ 'x-forwarded-for': '127.0.0.10' }),
      open,
    );
    const id = await leadId();
    expect(answer).toEqual({
      confirmation: '/hi/thank-you?for=amity',
      phoneCheck: checks().token(id),
    });
    expect(gateway.state.messages).toMatchObject([
      { flowId: SMS.MSG91_FLOW_ID_HI, mobile: '919876500001' },
    ]);
    expect(await checkRow(id)).toMatchObject({ phone_role: 'guardian', language: 'hi' });
  });

  it('changes the number: the lead’s phone is corrected and the new number gets the code', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    await expect(checks().changePhone(id, '12345', '127.0.0.9')).resolves.toBe('bad-phone');
    await expect(checks().changePhone(id, '+91 70000 12345', '127.0.0.9')).resolves.toBe('sent');
    const [lead] = await ctx.store.listLeads();
    expect(lead.phone).toBe('7000012345');
    expect(gateway.state.messages.map((message) => message.mobile)).toEqual([
      '918123456789',
      '917000012345',
    ]);
    expect((await checkRow(id)).phone_changed_at).not.toBeNull();
    // A correction over the number's limit changes nothing: the lead keeps the number it had.
    await checks().changePhone(id, '7000012345', '127.0.0.9');
    await checks().changePhone(id, '7000012345', '127.0.0.9');
    await expect(checks().changePhone(id, '7000012345', '127.0.0.9')).resolves.toBe('limited');
    await expect(checks().changePhone(id, '6000054321', '127.0.0.200')).resolves.toBe('sent');
    await reopen({ SMS_ADDRESS_SENDS_PER_HOUR: '1' });
    await expect(checks().changePhone(id, '8000054321', '127.0.0.200')).resolves.toBe('limited');
    expect((await ctx.store.listLeads())[0].phone).toBe('6000054321');
    // The timeline has a row for each correction made (none for a refused one), by the student,
    // saying whose number it was and never the numbers.
    const events = await ctx.store.database.db
      .withPlugin(isoTimestamps)
      .selectFrom('lead_events')
      .selectAll()
      .where('lead_id', '=', id)
      .execute();
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      kind: 'phone',
      operator_id: '',
      from_value: null,
      to_value: 'student',
      note: null,
    });
    expect(
      changeLine({ ...events[0], operator_name: null }, () => 'nobody')
        .split(' · ')
        .slice(0, 2),
    ).toEqual([
      "Changed the student's phone on the thank-you page; a new code went to the new number",
      'by the student, ' + indiaReadable(events[0].at),
    ]);
  });

  it('sends nothing for a replay, a suspected lead, or a send the browser saved long ago', async () => {
    const keyed = (body: unknown) =>
      new Request('http://localhost/api/b2b/leads/submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
        body: JSON.stringify(body),
      });
    await handleLeadSubmit(keyed(admission), ctx);
    const replay = await handleLeadSubmit(keyed(admission), ctx);
    expect(replay.headers.get('set-cookie')).toBeNull();
    await handleLeadSubmit(
      post({ ...admission, phone: '9000000001', email: 'a@example.in', [HONEYPOT_FIELD]: 'bot' }),
      ctx,
    );
    const saved = await handleLeadSubmit(
      post({
        ...admission,
        phone: '9000000002',
        email: 'b@example.in',
        first_attempt_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
      ctx,
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get('set-cookie')).toBeNull();
    expect(gateway.state.messages.map((message) => message.mobile)).toEqual(['918123456789']);
  });

  it('sends a proposal’s phone the same code, where SMS_PROPOSALS asks, and the queue shows it Verified', async () => {
    // Off (the default): a proposal is stored as ever, sent no code and given no cookie.
    const before = await handleLeadSubmit(post(proposal), ctx);
    expect(before.headers.get('set-cookie')).toBeNull();
    expect(await before.json()).toEqual({ status: true, message: 'Form submitted successfully' });
    expect(gateway.state.messages).toEqual([]);

    await reopen({ SMS_PROPOSALS: 'on' });
    const response = await handleLeadSubmit(
      post({ ...proposal, email: 'kavya.shop@example.in', phone: '7012345678' }),
      ctx,
    );
    const id = await leadId();
    expect(response.headers.get('set-cookie')).toContain(
      `${PHONE_CHECK_COOKIE}=${checks().token(id)};`,
    );
    // The modal reads this to go on to the thank-you page, where the code is typed.
    expect(await response.json()).toEqual({
      status: true,
      message: 'Form submitted successfully',
      code_step: true,
    });
    expect(gateway.state.messages).toMatchObject([
      { flowId: SMS.MSG91_FLOW_ID, mobile: '917012345678' },
    ]);
    expect(await checkRow(id)).toMatchObject({ phone_role: 'contact', language: 'en' });
    await expect(checks().check(id, gateway.state.messages[0].code)).resolves.toEqual({
      kind: 'verified',
    });
    const queue = await ctx.leadWork.listQueue({
      page: 1,
      viewer: { id: 'op-admin', role: 'admin' },
      verified: true,
    });
    expect(queue.leads).toMatchObject([
      { id, kind: 'proposal', verified_at: expect.stringMatching(/^\d{4}-/) },
    ]);

    // The native post (the contact page's form before its script) goes to its code step too.
    const answer = await takeProposal(
      posted({
        name: 'Arjun Rao',
        email: 'arjun.rao@example.in',
        phone: '6012345678',
        Websiteurl: 'arjunrao.in',
        message: 'A website for our clinic',
        reason: 'Get a Proposal',
        consent_version: consentStatements.proposal.version,
        page_url: 'http://localhost:3000/contact',
        fill_time_ms: '9000',
      }),
      new Headers({ 'x-forwarded-for': '127.0.0.11' }),
      open,
    );
    expect(answer).toEqual({
      confirmation: '/contact/thank-you',
      phoneCheck: checks().token(await leadId()),
    });
    expect(gateway.state.messages.at(-1)).toMatchObject({ mobile: '916012345678' });

    // The form takes only Indian mobiles; a foreign number that reached the step is sent nothing.
    await expect(
      checks().begin(
        { leadId: 903, phone: '+44 7700 900123', role: 'contact', language: 'en' },
        '127.0.0.12',
      ),
    ).resolves.toBe('bad-phone');
    expect(gateway.state.messages).toHaveLength(2);
  });

  it('makes a verified lead a conversion where CONVERSION_VERIFIED asks: VerifiedLead to Meta, a row in the Google Ads file', async () => {
    const meta = await startMetaReceiver();
    try {
      const metaOn = { META_PIXEL_ID: PIXEL, META_CAPI_TOKEN: TOKEN, META_CAPI_BASE: meta.base };
      const landing = 'http://localhost:3000/college/amity/admission?gclid=Cj0KCQiA_abc-123';
      const verify = async (sent: Record<string, unknown>) => {
        const response = await handleLeadSubmit(
          post({ ...admission, ...sent, landing_url: landing }),
          ctx,
        );
        expect(response.status).toBe(200);
        const id = await leadId();
        const { code } = gateway.state.messages.at(-1)!;
        await expect(checks().check(id, code)).resolves.toEqual({ kind: 'verified' });
        return id;
      };
      const queued = (id: number) =>
        ctx.store.database.db
          .selectFrom('outbox')
          .select('destination')
          .where('record_id', '=', id)
          .execute();

      // Off (the default): Meta hears of the lead's arrival only.
      await reopen(metaOn);
      const before = await verify({});
      expect((await queued(before)).map(({ destination }) => destination)).toEqual(['meta-lead']);

      await reopen({ ...metaOn, CONVERSION_VERIFIED: 'on' });
      const id = await verify({ email: 'Asha.Verma@gmail.com', phone: '9876543210' });
      const lead = await ctx.store.database.db
        .withPlugin(isoTimestamps)
        .selectFrom('leads')
        .select(['received_at', 'page_url'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { verified_at } = await checkRow(id);
      const verifiedSent = () =>
        meta.state.delivered.filter(
          (call) => (call.body as MetaSent).data[0].event_name === 'VerifiedLead',
        );
      await until(() => verifiedSent().length === 1, "Meta's VerifiedLead");
      expect(verifiedSent()[0]).toMatchObject({
        path: `/v26.0/${PIXEL}/events`,
        body: {
          data: [
            {
              event_name: 'VerifiedLead',
              event_time: Math.floor(Date.parse(verified_at!) / 1000),
              event_id: `lead-${id}-${Date.parse(lead.received_at)}-verified`,
              event_source_url: lead.page_url,
              action_source: 'website',
              user_data: { em: [ASHA_EM], ph: [ASHA_PH] },
            },
          ],
          access_token: TOKEN,
        },
      });
      // Once: the outbox holds one VerifiedLead a lead, however often it is asked.
      expect((await queued(id)).map(({ destination }) => destination).sort()).toEqual([
        'meta-lead',
        'meta-verified',
      ]);

      // Google's file of enquiries: each with its gclid, and each verified one at its verification.
      const { csv, exported, verified } = (await googleAdsFile(ctx.store, {
        conversion: 'Admission enquiry',
        verified: true,
      })) as { csv: string; exported: number; verified: number };
      const at = (iso: string) => indiaDateTime(iso);
      expect(csv.split('\r\n').slice(2, -1)).toEqual([
        `"Cj0KCQiA_abc-123","Admission enquiry","${at((await receivedAt(before))!)}","",""`,
        `"Cj0KCQiA_abc-123","Admission enquiry","${at(lead.received_at)}","",""`,
        `"Cj0KCQiA_abc-123","Verified lead","${at((await checkRow(before)).verified_at!)}","",""`,
        `"Cj0KCQiA_abc-123","Verified lead","${at(verified_at!)}","",""`,
      ]);
      expect([exported, verified]).toEqual([2, 2]);
      // Without the setting the file is as it was.
      const plain = await googleAdsFile(ctx.store, { conversion: 'Admission enquiry' });
      expect(plain.csv).not.toContain('Verified lead');
    } finally {
      // The context with Meta's settings closes before its receiver does.
      await reopen();
      await meta.close();
    }
  });

  it('refuses SMS_PROPOSALS=on without the gateway', () => {
    expect(() => serverConfig({ ...database.env, SMS_PROPOSALS: 'on' })).toThrow(
      /SMS_PROPOSALS.*off, or on only with SMS_PROVIDER set/,
    );
  });

  it('stores the lead and sets no cookie when SMS_PROVIDER is unset', async () => {
    await reopen({ SMS_PROVIDER: '' });
    expect(ctx.phoneChecks).toBeNull();
    const response = await handleLeadSubmit(post(admission), ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await ctx.store.listLeads()).toHaveLength(1);
    expect(gateway.state.messages).toEqual([]);
  });

  it('keeps the lead when the gateway is down, and says the code failed', async () => {
    gateway.setMode('down');
    const response = await handleLeadSubmit(post(admission), ctx);
    expect(response.status).toBe(200);
    const id = await leadId();
    expect(await checks().status(id)).toMatchObject({ failed: true, waiting: false });
    expect(await ctx.store.listLeads()).toHaveLength(1);
  });

  it('records MSG91’s delivery reports at the secret path, in either webhook version', async () => {
    const SECRET = 'report-secret-0123456789abcdef';
    await reopen({ MSG91_REPORT_SECRET: SECRET });
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    const report = (body: string, type: string, secret = SECRET) =>
      handleSmsReport(
        new Request('http://localhost/api/sms/reports/x', {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        }),
        secret,
        ctx,
      );
    const v3 = JSON.stringify({ requestId: 'fake000001', status: '2', desc: 'FAILED' });
    const wrong = await report(v3, 'application/json', 'not-the-secret-0123456789');
    expect(wrong.status).toBe(404);
    expect((await checkRow(id)).delivery).toBe('sent');
    const failed = await report(v3, 'application/json');
    expect(await failed.json()).toEqual({ status: true, recorded: 1 });
    expect((await checkRow(id)).delivery).toBe('failed');
    const v2 = new URLSearchParams({
      data: JSON.stringify([
        { requestId: 'fake000001', report: [{ status: '1', desc: 'DELIVERED' }] },
        { requestId: 'someone-else', report: [{ status: '1', desc: 'DELIVERED' }] },
      ]),
    }).toString();
    const delivered = await report(v2, 'application/x-www-form-urlencoded');
    expect(await delivered.json()).toEqual({ status: true, recorded: 1 });
    expect((await checkRow(id)).delivery).toBe('delivered');
  });

  it('lets 1,000 attempts at one number and from one address reach the gateway only up to the limits', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    // The same number sent 1,000 times within a minute by one address (the form, over and over).
    for (let i = 0; i < 1000; i++)
      await checks().begin(
        { leadId: id, phone: admission.phone, role: 'student', language: 'en' },
        '127.0.0.9',
      );
    // Another number from the same address, and the same number from many addresses.
    for (let i = 0; i < 1000; i++)
      await checks().begin(
        { leadId: 10_000 + i, phone: `9${String(100000000 + i)}`, role: 'student', language: 'en' },
        '127.0.0.50',
      );
    for (let i = 0; i < 1000; i++)
      await checks().begin(
        { leadId: 20_000 + i, phone: '9111111111', role: 'student', language: 'en' },
        `10.0.${i >> 8}.${i & 255}`,
      );
    const to = (mobile: string) =>
      gateway.state.messages.filter((message) => message.mobile === mobile).length;
    const fromAddress = gateway.state.messages.filter((message) =>
      message.mobile.startsWith('919100000'),
    ).length;
    console.log(
      `1,000 sends at one number from one address: ${to('918123456789')} reached the gateway; 1,000 from one address: ${fromAddress}; 1,000 at one number from 1,000 addresses: ${to('919111111111')}`,
    );
    expect(to('918123456789')).toBe(3);
    expect(fromAddress).toBe(10);
    expect(to('919111111111')).toBe(3);
  }, 120_000);

  it('skips the code step once the day’s budget is spent, and tells the admins once', async () => {
    const hook = await startWebhookReceiver();
    try {
      await reopen({ SMS_DAILY_BUDGET: '2', LEAD_ALERT_WEBHOOK_URL: hook.url });
      const cookies = [];
      for (let i = 0; i < 4; i++) {
        const sent = { ...admission, phone: `900000000${i}`, email: `student${i}@example.in` };
        const response = await handleLeadSubmit(post(sent, `127.0.1.${i}`), ctx);
        cookies.push(response.headers.get('set-cookie') !== null);
      }
      // No code is due past the budget: no cookie, so the prerendered thank-you page.
      expect(cookies).toEqual([true, true, false, false]);
      expect(gateway.state.messages).toHaveLength(2);
      const third = (await ctx.store.listLeads()).find((lead) => lead.phone === '9000000002')!;
      const told = () =>
        hook.state.calls.filter(
          (call) =>
            (call.body as { notice?: { event?: string } }).notice?.event === 'sms_budget_spent',
        );
      await until(() => told().length > 0, 'the admins’ alert');
      expect(told()).toHaveLength(1);
      expect(told()[0].body).toEqual({
        notice: { event: 'sms_budget_spent', budget: 2, first_lead_unverified: third.id },
        text: expect.stringContaining("*Today's SMS budget of 2 phone codes is spent*"),
      });
      expect((told()[0].body as { text: string }).text).toContain(
        `lead #${third.id} on, leads are stored unverified`,
      );
      // The notice is about the site, not a person: no name, phone or email of the lead's.
      for (const personal of [admission.name, '9000000002', 'student2@example.in'])
        expect(JSON.stringify(told()[0].body)).not.toContain(personal);
    } finally {
      await hook.close();
    }
  });

  it('erases the number, the code’s HMAC and the gateway’s id with the lead, keeping that it was verified', async () => {
    await handleLeadSubmit(post(admission), ctx);
    const id = await leadId();
    await checks().check(id, gateway.state.messages[0].code);
    await checks().resend(id, '127.0.0.9', new Date(Date.now() + 31_000));
    await ctx.personalData.erase(
      { phone: admission.phone, email: null },
      { at: new Date(), by: 'op-admin' },
    );
    expect(await checkRow(id)).toMatchObject({
      phone: '',
      code_hmac: null,
      gateway_id: null,
      verified_method: 'sms',
    });
    expect(await findPerson(ctx.store.database.db, engine, admission)).toEqual([]);
  });
});
