import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { leadFormCopy } from '@/content/inbox-lead';
import { exportCopy } from '@/content/inbox-records';
import { startMetaReceiver } from '@/scripts/test/fake-receivers.mjs';
import { E2E_PORT } from './env';
import { eventually, siteOfFile, test } from './server-process';
import {
  formEnhanced,
  OPERATOR_PASSWORD,
  runLeads,
  sendAdmission,
  typeStudent,
  axeViolations,
  signIn,
} from './support';

// The ad loop closed (docs/leads.md, "Ad conversions"): a student who came from a Google ad
// (its gclid) sends the real admission form; Meta's Conversions API (a fake receiver here) hears
// of the lead once; the lead is no conversion for Google's enhanced conversions for leads file
// until a counsellor qualifies it in the inbox, and then it is, with its email and phone hashed
// as Google asks; Meta hears of the qualification once.

const PORT = E2E_PORT + 1050;
const BASE = `http://127.0.0.1:${PORT}`;
const PIXEL = '998877665544332';
const TOKEN = 'EAAGm0PX4ZCpsBAKe2eTOKEN0987654321';

type Meta = Awaited<ReturnType<typeof startMetaReceiver>>;
type Sent = {
  data: { event_name: string; event_id: string; user_data: Record<string, unknown> }[];
  access_token: string;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let meta: Meta;

test.beforeAll(async () => {
  meta = await startMetaReceiver();
});
const { env } = siteOfFile('ad-conversions', PORT, () => ({
  RATE_LIMIT_POINTS: '1000',
  // A test fills the admission form faster than a person: not held as suspected for it.
  MIN_FILL_TIME_MS: '0',
  META_PIXEL_ID: PIXEL,
  META_CAPI_TOKEN: TOKEN,
  META_CAPI_BASE: meta.base,
  FORWARD_POLL_MS: '100',
}));

const googleStage = (stage: string) =>
  runLeads(
    ['export', '--format', 'google-ads', '--stage', stage, '--conversion', 'Qualified lead'],
    env,
  );

test.beforeAll(async () => {
  await runLeads(
    [
      'operator',
      'add',
      '--email',
      'admin@agency.in',
      '--name',
      'Asha Verma',
      '--role',
      'admin',
      '--password-stdin',
    ],
    env,
    `${OPERATOR_PASSWORD}\n`,
  );
});

test.afterAll(async () => {
  await meta.close();
});

async function signInAdmin(page: Page) {
  await signIn(page, `${BASE}/inbox/sign-in`, 'admin@agency.in');
  await expect(page).toHaveURL(/\/inbox$/);
}

test('a qualified lead from a Google click becomes a conversion with its hashed contact; Meta hears each event once', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const gclid = `Cj0KCQiA_e2e-${run}`;
  const digits = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
  const student = {
    name: 'Meera Iyer',
    phone: `${digits.slice(0, 5)} ${digits.slice(5)}`,
    email: `Meera.Iyer.${run}@Example.in`,
  };

  // The real form, landed on from a Google ad.
  await page.goto(`${BASE}/college/lpu/admission?utm_source=google&gclid=${gclid}`);
  const main = page.getByRole('main');
  await formEnhanced(main);
  await typeStudent(main, student, { city: 'Chennai' });
  await sendAdmission(page, main, 'lpu');

  const { leads } = JSON.parse(await runLeads(['export', '--format', 'json'], env)) as {
    leads: { id: number; email: string; gclid: string; received_at: string; status_at: string }[];
  };
  const lead = leads.find((each) => each.email === student.email)!;
  expect(lead.gclid).toBe(gclid);
  const ms = Date.parse(lead.received_at);

  // Meta hears of the lead's arrival, once.
  await eventually(() => meta.state.delivered.length === 1);
  const [arrival] = meta.state.delivered;
  expect(arrival.path).toBe(`/v26.0/${PIXEL}/events`);
  expect((arrival.body as Sent).access_token).toBe(TOKEN);
  expect((arrival.body as Sent).data.map((event) => [event.event_name, event.event_id])).toEqual([
    ['Lead', `lead-${lead.id}-${ms}-lead`],
  ]);
  // Meta's normalisation: the email in lower case, the phone's digits with the country code.
  expect((arrival.body as Sent).data[0].user_data).toMatchObject({
    em: [sha256(student.email.toLowerCase())],
    ph: [sha256(`91${digits}`)],
  });

  // Not a conversion before it is qualified; the enquiry is in the arrival file.
  const header =
    'Parameters:TimeZone=+0530\r\n' +
    'Google Click ID,GBRAID,WBRAID,Email,Phone Number,Conversion Name,Conversion Time,' +
    'Conversion Value,Conversion Currency,Order ID\r\n';
  expect(await googleStage('qualified')).toBe(header);
  expect(
    await runLeads(['export', '--format', 'google-ads', '--conversion', 'Enquiry'], env),
  ).toContain(`\r\n"${gclid}","Enquiry",`);

  // A counsellor (here the admin) qualifies it in the inbox.
  await signInAdmin(page);
  await page.goto(`${BASE}/inbox/leads/${lead.id}`);
  await page.getByLabel('Status').selectOption('qualified');
  await page.getByRole('button', { name: leadFormCopy.save }).click();
  await expect(page.getByText(leadFormCopy.saved)).toBeVisible();

  const qualified = JSON.parse(await runLeads(['export', '--format', 'json'], env)).leads.find(
    (each: { id: number }) => each.id === lead.id,
  ) as { status: string; status_at: string };
  expect(qualified.status).toBe('qualified');
  // India's wall-clock time of the qualification, as the file's +0530 says.
  const india = new Date(Date.parse(qualified.status_at) + 330 * 60_000).toISOString();
  const row =
    [
      gclid,
      '',
      '',
      // Google's normalisation: trimmed, lower case; the phone in E.164.
      sha256(student.email.toLowerCase()),
      sha256(`+91${digits}`),
      'Qualified lead',
      `${india.slice(0, 10)} ${india.slice(11, 19)}`,
      '',
      '',
      `lead-${lead.id}-${ms}-qualified`,
    ]
      .map((cell) => `"${cell}"`)
      .join(',') + '\r\n';
  expect(await googleStage('qualified')).toBe(header + row);
  expect(await googleStage('won')).toBe(header);

  // The inbox's export page asks what counts as a conversion, and gives the same file.
  await page.goto(`${BASE}/inbox/export/google-ads`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: exportCopy.stages.qualified.label }).check();
  await page.getByLabel(exportCopy.conversion).fill('Qualified lead');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: exportCopy.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^leadwise-google-ads-qualified-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(header + row);

  // Meta hears of the qualification, once: the queue has nothing more for it.
  await eventually(() => meta.state.delivered.length === 2);
  const outbox = JSON.parse(await runLeads(['outbox', '--all', '--format', 'json'], env)) as {
    summary: { pending: number; delivered: number };
  };
  expect(outbox.summary).toMatchObject({ pending: 0, delivered: 2 });
  expect(meta.state.calls).toHaveLength(2);
  expect(
    meta.state.calls.map((call) => (call.body as Sent).data.map((event) => event.event_id)),
  ).toEqual([[`lead-${lead.id}-${ms}-lead`], [`lead-${lead.id}-${ms}-qualified`]]);
  expect((meta.state.calls[1].body as Sent).data[0].event_name).toBe('QualifiedLead');
});
