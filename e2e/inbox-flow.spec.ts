import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { followUpsCopy } from '@/content/inbox-records';
import { assignmentTimelineCopy, leadFormCopy, leadPageCopy } from '@/content/inbox-lead';
import { inboxHomeCopy } from '@/content/inbox';
import { POLL_MS } from '@/components/inbox/queue-live';
import { getUniversity } from '@/lib/catalogue/universities';
import { E2E_DB_PATH } from './env';
import {
  accessLog,
  addOperator,
  adLanding,
  runLeads,
  sendFromLanding,
  signIn,
  uniquePerson,
} from './support';

// A counsellor's day with one lead (docs/product.md#the-lead-inbox), on a laptop and on a phone:
// a student's admission enquiry reaches the open queue without a reload, already the counsellor's
// by the assignment rule for its campaign (docs/operations.md#lead-assignment); the counsellor
// calls, notes no answer with a follow-up, finds it among the follow-ups, qualifies it; the
// timeline and the export show each step. Another counsellor is refused it, in the access log.

const env = { LEADS_DB_PATH: E2E_DB_PATH };
const university = getUniversity('lpu')!;

/** Letters only (the form takes a name of letters), different in each run and project. */
const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase());

/** Signs in from the sign-in page and lands on the queue. */
async function signInToQueue(page: Page, email: string) {
  await signIn(page, '/inbox/sign-in', email);
  await expect(page).toHaveURL(/\/inbox$/);
}

/** Another person's browser, of the project's kind (a laptop or a phone). */
async function another(browser: Browser, options: BrowserContextOptions) {
  return (await browser.newContext(options)).newPage();
}

/** The current minute in India as a datetime-local value: a follow-up due now. */
const indiaMinuteNow = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);

test(
  'a counsellor works an admission lead from the open queue to Qualified',
  { tag: ['@phone', '@smoke'] },
  async ({ page: queue, browser, baseURL, viewport, isMobile, hasTouch, userAgent }, testInfo) => {
    const device = { baseURL, viewport, isMobile, hasTouch, userAgent: userAgent ?? undefined };
    test.setTimeout(120_000);
    const run = `${testInfo.project.name}-${Date.now()}`;
    const counsellor = { email: `flow-${run}@agency.in`, name: `Kavya ${letters(6)}` };
    const other = { email: `other-${run}@agency.in`, name: `Suresh ${letters(6)}` };
    const admin = { email: `admin-${run}@agency.in`, name: `Admin ${letters(6)}` };
    await addOperator(env, counsellor.email, counsellor.name, 'counsellor');
    await addOperator(env, other.email, other.name, 'counsellor');
    await addOperator(env, admin.email, admin.name, 'admin');
    // Other specs' counsellors share this server: a rule for this run's campaign alone gives the
    // lead to this counsellor at arrival, as an agency routes a campaign to its team.
    const campaign = `flow-${run}`;
    const added = await runLeads(
      ['rule', 'add', '--campaign', campaign, '--team', counsellor.email],
      env,
    );
    const rule = /^Added #(\d+) /.exec(added)![1];

    const person = uniquePerson('flow', 'Rohan');
    const digits = person.phone;
    const student = { ...person, phone: `${digits.slice(0, 5)} ${digits.slice(5)}` };

    // The counsellor's queue is open; the student sends the form from another browser.
    await signInToQueue(queue, counsellor.email);
    await queue.clock.install();
    await queue.goto('/inbox');
    await expect(queue.getByRole('link', { name: student.name, exact: true })).toHaveCount(0);
    const studentPage = await another(browser, device);
    // On the project's device (fillAdmissionForm opens a default desktop context).
    await sendFromLanding(
      studentPage,
      adLanding('', university.id, campaign),
      university.id,
      student,
    );
    await queue.clock.runFor(POLL_MS);
    const link = queue.getByRole('link', { name: student.name, exact: true });
    await expect(link).toBeVisible();

    // Search by the phone's last four digits finds it.
    await queue.getByLabel('Search').fill(digits.slice(-4));
    await queue.getByLabel('Search').press('Enter');
    await expect(queue).toHaveURL(new RegExp(`[?&]q=${digits.slice(-4)}`));
    await expect(queue.getByRole('link', { name: student.name, exact: true })).toBeVisible();

    await queue.getByRole('link', { name: student.name, exact: true }).click();
    await expect(queue.getByRole('heading', { level: 1 })).toHaveText(student.name);
    const leadUrl = queue.url();
    const leadPath = new URL(leadUrl).pathname;
    await expect(queue.getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      `tel:+91${digits}`,
    );

    // Already the counsellor's: nothing to take.
    await expect(queue.getByTestId('lead-summary')).toContainText(`Owner: ${counsellor.name}`);
    await expect(queue.getByRole('button', { name: leadFormCopy.assignToMe })).toHaveCount(0);
    await queue.getByLabel('Status').selectOption('attempted');
    await queue.getByLabel('Call outcome').selectOption('no-answer');
    await queue.getByLabel('Next follow-up').fill(indiaMinuteNow());
    await queue.getByLabel('Note').fill('Rang twice, no answer.');
    await queue.getByRole('button', { name: leadFormCopy.save }).click();
    await expect(queue.getByText(leadFormCopy.saved)).toBeVisible();

    await queue.goto('/inbox/follow-ups');
    await expect(queue.getByRole('heading', { level: 1 })).toHaveText(followUpsCopy.title);
    await expect(queue.getByRole('link', { name: student.name, exact: true })).toBeVisible();
    await queue.getByRole('link', { name: student.name, exact: true }).click();
    await expect(queue.getByRole('heading', { level: 1 })).toHaveText(student.name);
    await queue.getByLabel('Status').selectOption('qualified');
    await queue.getByRole('button', { name: leadFormCopy.save }).click();
    await expect(queue.getByText(leadFormCopy.saved)).toBeVisible();

    const timeline = queue.getByRole('region', { name: leadPageCopy.timelineTitle });
    for (const step of [
      'Enquiry received from the admission form',
      assignmentTimelineCopy.assigned(counsellor.name, assignmentTimelineCopy.rule(Number(rule))),
      'Status: New → Attempted',
      'Call outcome: No answer',
      'Rang twice, no answer.',
      'Status: Attempted → Qualified',
    ])
      await expect(timeline).toContainText(step);
    await expect(timeline.getByText(`by ${counsellor.name}`).first()).toBeVisible();

    // The admin's export of that view holds the status and the first contact.
    const adminPage = await another(browser, device);
    await signInToQueue(adminPage, admin.email);
    const exported = await adminPage.request.get(`/inbox/export?format=json&q=${digits}`);
    expect(exported.status()).toBe(200);
    const { leads } = (await exported.json()) as { leads: Record<string, unknown>[] };
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: student.name,
      status: 'qualified',
      owner: counsellor.name,
      first_contact_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    // Another counsellor may not open it, nor export: refused and logged.
    const otherPage = await another(browser, device);
    await signInToQueue(otherPage, other.email);
    const refused = await otherPage.goto(leadPath);
    expect(refused!.status()).toBe(403);
    await expect(otherPage.getByText(inboxHomeCopy.forbidden)).toBeVisible();
    expect((await otherPage.request.get('/inbox/export?format=csv')).status()).toBe(403);
    const log = (await accessLog(env)).filter(({ operator }) => operator === other.email);
    expect(log.map(({ action, record }) => `${action} ${record}`)).toEqual(
      expect.arrayContaining([
        `access-refused ${leadPath}`,
        expect.stringMatching(/^access-refused \/inbox\/export/),
      ]),
    );
    const counsellorLog = (await accessLog(env)).filter(
      ({ operator }) => operator === counsellor.email,
    );
    // Attempted, then Qualified: the owner came with the lead.
    expect(counsellorLog.filter(({ action }) => action === 'lead-saved')).toHaveLength(2);
  },
);
