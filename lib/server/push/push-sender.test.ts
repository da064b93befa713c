/** @jest-environment node */
import { simpleParser } from 'mailparser';
import webpush from 'web-push';
import { startSmtpReceiver } from '@/scripts/test/fake-receivers.mjs';
import {
  startFakePushService,
  type BrowserSubscription,
  type FakePushService,
} from '@/scripts/test/fake-push-service.mjs';
import { addOperators } from '@/test-support/operators';
import { outboxInstances } from '@/test-support/outbox-instances';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { until } from '@/test-support/until';
import { withStore } from '@/test-support/with-store';
import { moveMissedLeads } from '../assignment/first-contact-deadline';
import { pushSubscriptions } from './push-subscriptions';

// An owner's notice as the outbox sends it (push-sender.ts): to a push service this test starts,
// which checks the VAPID header and decrypts what it receives as the phone would; by email to the
// owner where no device takes it.

const VAPID = webpush.generateVAPIDKeys();
const LPU = 'Lovely Professional University';
const priya = (fields: Partial<ReturnType<typeof sampleAdmission>> = {}) =>
  sampleAdmission({
    ...newPerson(),
    name: 'Priya Sharma',
    reason: `Admission enquiry: ${LPU}`,
    ...fields,
  });

describe.each(ENGINES)('%s owner notices', (engine) => {
  let push: FakePushService;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let withEmail = true;
  let firstName = 'hidden';
  const instances = outboxInstances(() => ({
    ...setup.databaseEnv(),
    PUSH_TEST_LOOPBACK: 'allowed',
    PUSH_FIRST_NAME: firstName,
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:ops@agency.in',
    FIRST_CONTACT_DEADLINE_SECONDS: '120',
    ...(withEmail
      ? {
          LEAD_ALERT_SMTP_URL: smtp.url,
          LEAD_ALERT_EMAIL_TO: 'sales@agency.in',
          LEAD_ALERT_EMAIL_FROM: 'Leadwise <alerts@agency.in>',
        }
      : {}),
  }));

  // Before withStore: its afterEach runs first, stopping the instances before the database is
  // dropped.
  afterEach(() => instances.stopAll());
  const setup = withStore(engine);
  const db = () => setup().database.db;

  beforeEach(async () => {
    withEmail = true;
    firstName = 'hidden';
    await addOperators(db(), [{ id: 'op-a', name: 'Asha' }]);
    push = await startFakePushService();
    smtp = await startSmtpReceiver();
  });
  afterEach(async () => {
    await push.close();
    await smtp.close();
  });

  const subscribe = async (operatorId: string, browser: BrowserSubscription) =>
    pushSubscriptions(setup().database).save(operatorId, {
      endpoint: browser.endpoint,
      ...browser.keys,
    });
  const pushItems = () =>
    db()
      .selectFrom('outbox')
      .select(['record_type', 'record_id', 'payload', 'delivered_at', 'cancelled_at', 'last_error'])
      .where('destination', '=', 'push')
      .orderBy('id')
      .execute();
  const settled = async (count: number) => {
    await until(
      async () =>
        (await pushItems()).filter((item) => item.delivered_at || item.cancelled_at).length ===
        count,
      `${count} owner notices settled`,
    );
    return pushItems();
  };
  const mailTo = (address: string) =>
    smtp.state.messages.filter((message) => message.to.includes(address));

  it("pushes the new owner the lead's number, university and link, urgent, for the deadline", async () => {
    const phone = push.subscription();
    await subscribe('op-a', phone);
    const { store } = await instances.start();
    await store.insertLead(priya());
    const [item] = await settled(1);
    expect(item).toMatchObject({ record_type: 'assignment', last_error: null });
    const pushes = push.pushesTo(phone.endpoint);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      ttl: '120',
      urgency: 'high',
      encoding: 'aes128gcm',
      payload: { title: 'New lead #1', body: LPU, url: '/inbox/leads/1', tag: 'lead-1' },
    });
    expect(push.state.refused).toEqual([]);
    // Neither the push nor the queued item holds the lead's name, phone or email.
    for (const text of [JSON.stringify(pushes[0].payload), item.payload]) {
      expect(text).not.toMatch(/Priya|Sharma/);
      expect(text).not.toMatch(/@|\d{10}/);
    }
    expect(mailTo('op-a@agency.in')).toEqual([]);
  });

  it('sends each notice once, with two instances sending, and a moved lead its own', async () => {
    const phone = push.subscription();
    await subscribe('op-a', phone);
    await addOperators(db(), [{ id: 'op-b', name: 'Bela' }]);
    const other = push.subscription();
    await subscribe('op-b', other);
    const [first] = await Promise.all([instances.start(), instances.start()]);
    for (let i = 0; i < 4; i++) await first.store.insertLead(priya());
    await settled(4);
    expect(push.pushesTo(phone.endpoint)).toHaveLength(2);
    expect(push.pushesTo(other.endpoint)).toHaveLength(2);
    // Nobody called any of them: past their deadline each moves to the other, who is told once.
    const moves = await moveMissedLeads(setup().database, [], {
      now: new Date(Date.now() + 3 * 60_000),
      deadlineMs: 120_000,
    });
    expect(moves).toHaveLength(4);
    await settled(8);
    expect(push.state.pushes).toHaveLength(8);
    // Each phone heard of two new leads, then of the other's two moved to it.
    const numbers = (endpoint: string, title: RegExp) =>
      push
        .pushesTo(endpoint)
        .map((got) => title.exec(String(got.payload?.title))?.[1])
        .filter(Boolean)
        .sort();
    for (const [to, from] of [
      [other, phone],
      [phone, other],
    ]) {
      expect(numbers(to.endpoint, /^New lead #(\d+)$/)).toHaveLength(2);
      expect(numbers(to.endpoint, /^Lead #(\d+) moved to you$/)).toEqual(
        numbers(from.endpoint, /^New lead #(\d+)$/),
      );
    }
  });

  it.each([
    ['hidden', 'an adult', { adult: true }, 'New lead #1'],
    ['shown', 'an adult', { adult: true }, 'New lead #1: Priya'],
    [
      'shown',
      'a minor',
      { adult: false, guardian_name: 'Meena Sharma', guardian_phone: '9812345670' },
      'New lead #1',
    ],
    ['shown', 'a student who was never asked', { adult: null }, 'New lead #1'],
  ] as const)(
    'with PUSH_FIRST_NAME %s, titles the notice of %s %j',
    async (setting, _who, fields, title) => {
      firstName = setting;
      const phone = push.subscription();
      await subscribe('op-a', phone);
      const { store } = await instances.start();
      await store.insertLead(priya(fields));
      const [item] = await settled(1);
      expect(push.pushesTo(phone.endpoint).map((got) => got.payload?.title)).toEqual([title]);
      // The queued item never holds the name: it is read as the push is sent.
      expect(item.payload).not.toMatch(/Priya|Meena|Sharma/);
    },
  );

  it("says only the catalogue's university or service, never the sender's own words", async () => {
    const phone = push.subscription();
    await subscribe('op-a', phone);
    const { store } = await instances.start();
    const bait = 'your inbox password expired, visit evil.example';
    await store.insertLead(priya({ reason: `Admission enquiry: ${bait}` }));
    await store.insertLead(
      sampleLead({ ...newPerson(), reason: 'Service enquiry: Search Engine Optimization' }),
    );
    await store.insertLead(sampleLead({ ...newPerson(), reason: bait }));
    await settled(3);
    const bodies = push
      .pushesTo(phone.endpoint)
      .map((got) => `${got.payload?.tag} ${got.payload?.body}`)
      .sort();
    expect(bodies).toEqual([
      'lead-1 Open it in the inbox',
      'lead-2 Search Engine Optimization',
      'lead-3 Open it in the inbox',
    ]);
    expect(JSON.stringify(push.state.pushes)).not.toContain('evil');
  });

  it('deletes a subscription its push service says is gone, and emails the owner instead', async () => {
    const phone = push.subscription();
    await subscribe('op-a', phone);
    push.unsubscribe(phone.endpoint);
    const { store } = await instances.start();
    await store.insertLead(priya());
    const [item] = await settled(1);
    expect(item.last_error).toBeNull();
    expect(await pushSubscriptions(setup().database).of('op-a')).toEqual([]);
    await until(() => mailTo('op-a@agency.in').length === 1, "the owner's email");
    const mail = await simpleParser(mailTo('op-a@agency.in')[0].raw);
    expect(mail.subject).toBe(`New lead #1 (${LPU})`);
    expect(mail.text).toContain('Open it in the inbox: http://localhost:3000/inbox/leads/1');
    expect(mail.text).not.toMatch(/Priya|Sharma|\d{10}|person\d+@/);
    const attempts = await db()
      .selectFrom('outbox_attempts')
      .innerJoin('outbox', 'outbox.id', 'outbox_attempts.outbox_id')
      .select(['outbox_attempts.detail'])
      .where('outbox.destination', '=', 'push')
      .execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0].detail).toMatch(
      /^pushed to 0 of 1 devices, 1 gone and removed; emailed the owner: 250/,
    );
  });

  it('withholds the notice when the owner has no device and email is off', async () => {
    withEmail = false;
    const { store } = await instances.start();
    await store.insertLead(priya());
    const [item] = await settled(1);
    expect(item.delivered_at).toBeNull();
    expect(item.last_error).toBe(
      'pushed to 0 of 0 devices; email alerts are off (LEAD_ALERT_SMTP_URL)',
    );
    expect(push.state.pushes).toEqual([]);
  });
});
