import { expect, type Browser, type Page } from '@playwright/test';
import { assignmentCopy, hoursCopy } from '@/content/inbox-assignment';
import { assignmentTimelineCopy } from '@/content/inbox-lead';
import { queueCopy } from '@/content/inbox-queue';
import { assignmentPath } from '@/lib/inbox/inbox-paths';
import { getUniversity } from '@/lib/catalogue/universities';
import { indiaDay } from '@/lib/time/india-time';
import { E2E_PORT } from './env';
import { siteOfFile, test } from './server-process';
import {
  addOperator,
  axeViolations,
  logOf,
  sendAdmission,
  signedIn,
  typeStudent,
  inboxNavHas,
  inboxNavLink,
} from './support';

// Lead assignment from the inbox (docs/operations.md#lead-assignment): an admin writes a rule
// and a counsellor's hours on the Assignment page, with scripts off; a student sends the
// admission form and the lead is the rule's counsellor's at once, the queue showing its owner and
// the time left to call. A counsellor sets their own leave, and may not open the admins' page. A
// server of its own: its rules would take other specs' leads.

const PORT = E2E_PORT + 1270;
const BASE = `http://127.0.0.1:${PORT}`;
const LPU = getUniversity('lpu')!.name;
const DAYS = Object.values(hoursCopy.dayNames);

const { env } = siteOfFile('inbox-assignment', PORT, { MIN_FILL_TIME_MS: '0' });
test.beforeAll(async () => {
  await addOperator(env, 'meera@agency.in', 'Meera Iyer', 'admin');
  await addOperator(env, 'asha@agency.in', 'Asha Verma', 'counsellor');
  await addOperator(env, 'ravi@agency.in', 'Ravi Kumar', 'counsellor');
});

/** A student sends LPU's admission form, without scripts, as a phone with them off would. */
async function sendWithoutScripts(browser: Browser, name: string, phone: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const student = await context.newPage();
  await student.goto(`${BASE}/college/lpu/admission`);
  const main = student.getByRole('main');
  await typeStudent(main, { name, phone, email: `${phone}@example.in` });
  await sendAdmission(student, main, 'lpu');
  await context.close();
}

const rules = (page: Page) => page.getByTestId('assignment-rule');

test.describe('without JavaScript', () => {
  test('an admin writes a rule and hours; an admission lead is the rule’s counsellor’s at once', async ({
    browser,
  }) => {
    const context = await signedIn(browser, BASE, 'meera@agency.in', false);
    const admin = await context.newPage();
    await admin.goto(`${BASE}/inbox`);
    await (await inboxNavLink(admin, assignmentCopy.navLabel)).click();
    await expect(admin).toHaveURL(`${BASE}/inbox/assignment`);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(assignmentCopy.title);
    await expect(admin.getByText(assignmentCopy.noRules)).toBeVisible();
    await expect(admin.getByTestId('default-rule')).toContainText(
      `1. ${assignmentCopy.defaultRule}`,
    );

    // A rule without a team is refused, and what was chosen stays.
    await admin.getByLabel(assignmentCopy.kind).selectOption('admission');
    await admin.getByLabel(assignmentCopy.university).selectOption(LPU);
    await admin.getByLabel(assignmentCopy.campaign).fill('spring-intake');
    await admin.getByRole('button', { name: assignmentCopy.add }).click();
    await expect(admin.getByRole('alert')).toHaveText(assignmentCopy.emptyTeamProblem);
    await expect(admin.getByLabel(assignmentCopy.kind)).toHaveValue('admission');
    await expect(admin.getByLabel(assignmentCopy.university)).toHaveValue(LPU);
    await expect(admin.getByLabel(assignmentCopy.campaign)).toHaveValue('spring-intake');

    // LPU's admissions go to Ravi, whatever their campaign.
    await admin.getByLabel(assignmentCopy.campaign).fill('');
    await admin.getByRole('checkbox', { name: 'Ravi Kumar' }).check();
    await admin.getByRole('button', { name: assignmentCopy.add }).click();
    await expect(admin.getByRole('status')).toHaveText(assignmentCopy.added(1));
    await expect(rules(admin)).toHaveCount(1);
    await expect(rules(admin).first()).toContainText(`1. Admission · ${LPU}`);
    await expect(rules(admin).first()).toContainText(
      assignmentCopy.team([{ name: 'Ravi Kumar', disabled: false }]),
    );
    await expect(admin.getByTestId('default-rule')).toContainText(
      `2. ${assignmentCopy.defaultRule}`,
    );

    // A second rule, moved above the first, then deleted.
    await admin.getByLabel(assignmentCopy.kind).selectOption('proposal');
    await admin.getByRole('checkbox', { name: 'Asha Verma' }).check();
    await admin.getByRole('button', { name: assignmentCopy.add }).click();
    await expect(admin.getByRole('status')).toHaveText(assignmentCopy.added(2));
    await admin.getByRole('button', { name: assignmentCopy.upLabel(2) }).click();
    await expect(admin.getByRole('status')).toHaveText(assignmentCopy.moved);
    await expect(rules(admin).first()).toContainText('1. Proposal');
    await expect(admin.getByRole('button', { name: assignmentCopy.upLabel(1) })).toBeDisabled();
    await admin.getByRole('button', { name: assignmentCopy.removeLabel(1) }).click();
    await expect(admin.getByRole('status')).toHaveText(assignmentCopy.deleted);
    await expect(rules(admin)).toHaveCount(1);
    await expect(rules(admin).first()).toContainText(`1. Admission · ${LPU}`);

    // Ravi's hours: every day, all day; a daily cap. A day half given is refused first.
    await admin.getByRole('link', { name: assignmentCopy.edit('Ravi Kumar') }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
      hoursCopy.heading('Ravi Kumar', false),
    );
    await expect(admin.getByRole('main')).toContainText(hoursCopy.intro('Ravi Kumar', false));
    // Another's hours: the navigation's own "My hours" is not the page shown.
    await expect(await inboxNavLink(admin, hoursCopy.navLabel)).not.toHaveAttribute('aria-current');
    await admin.getByLabel(hoursCopy.from('Monday')).fill('09:00');
    await admin.getByLabel(hoursCopy.cap).fill('40');
    await admin.getByRole('button', { name: hoursCopy.save, exact: true }).click();
    await expect(admin.getByRole('alert')).toHaveText(hoursCopy.halfDay('Monday'));
    await expect(admin.getByLabel(hoursCopy.from('Monday'))).toHaveValue('09:00');
    await expect(admin.getByLabel(hoursCopy.cap)).toHaveValue('40');
    for (const day of DAYS) {
      await admin.getByLabel(hoursCopy.from(day)).fill('00:00');
      await admin.getByLabel(hoursCopy.to(day)).fill('23:59');
    }
    await admin.getByRole('button', { name: hoursCopy.save, exact: true }).click();
    const said = 'hours Mon-Sun 00:00-23:59 (India time), not on leave, at most 40 new leads a day';
    await expect(admin.getByRole('status')).toHaveText(hoursCopy.saved(said));
    await expect(admin.getByLabel(hoursCopy.to('Sunday'))).toHaveValue('23:59');
    await admin.getByRole('link', { name: hoursCopy.allOperators }).click();
    const ravi = admin.getByRole('row', { name: /^Ravi Kumar/ });
    await expect(ravi).toContainText('Mon-Sun 00:00-23:59');
    await expect(ravi).toContainText(assignmentCopy.cap(40));

    // Two admissions: both Ravi's by the rule (the default rule would have shared them).
    await sendWithoutScripts(browser, 'Kavya Assigned', '9105500101');
    await sendWithoutScripts(browser, 'Rohan Assigned', '9105500102');
    await admin.goto(`${BASE}/inbox`);
    for (const name of ['Kavya Assigned', 'Rohan Assigned']) {
      const card = admin
        .getByRole('list', { name: queueCopy.listLabel })
        .locator('> li')
        .filter({ hasText: name });
      await expect(card).toContainText('New Ravi Kumar');
      await expect(card).toContainText(/Call within (\d+ min|under 1 min)/);
    }
    await admin.getByRole('link', { name: 'Kavya Assigned' }).click();
    await expect(admin.getByRole('main')).toContainText(
      assignmentTimelineCopy.assigned('Ravi Kumar', 'rule #1'),
    );

    // Every view and change is in the access log, as the admin's.
    const log = await logOf(env, 'meera@agency.in');
    expect(log).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^page-viewed \/inbox\/assignment\b/),
        expect.stringMatching(/^assignment-rule-added rule \d+ #\d+ admission, .+ → Ravi Kumar$/),
        expect.stringMatching(/^assignment-rule-moved rule \d+ up$/),
        expect.stringMatching(/^assignment-rule-deleted rule \d+ deleted$/),
        expect.stringMatching(/^page-viewed \/inbox\/hours\?operator=/),
        `availability-set operator ravi@agency.in ${said}`,
      ]),
    );
    await context.close();
  });

  test('a counsellor sets their own leave and is back; the admins’ page is refused', async ({
    browser,
  }) => {
    const context = await signedIn(browser, BASE, 'asha@agency.in', false);
    const asha = await context.newPage();
    await asha.goto(`${BASE}/inbox`);
    await (await inboxNavLink(asha, hoursCopy.navLabel)).click();
    await expect(asha.getByRole('heading', { level: 1 })).toHaveText(
      hoursCopy.heading('Asha Verma', true),
    );
    await expect(asha.getByRole('main')).toContainText(hoursCopy.intro('Asha Verma', true));
    await expect(await inboxNavLink(asha, hoursCopy.navLabel)).toHaveAttribute(
      'aria-current',
      'page',
    );
    const today = indiaDay(new Date());
    await asha.getByLabel(hoursCopy.leave).fill(today);
    await asha.getByRole('button', { name: hoursCopy.save, exact: true }).click();
    await expect(asha.getByRole('status')).toHaveText(
      hoursCopy.saved(`no hours: available any time, on leave until ${today}, no daily cap`),
    );
    await expect(asha.getByRole('main')).toContainText(assignmentCopy.onLeaveUntil(today));
    await asha.getByRole('button', { name: hoursCopy.back }).click();
    await expect(asha.getByRole('status')).toHaveText(hoursCopy.backSaid);
    await expect(asha.getByRole('button', { name: hoursCopy.back })).toHaveCount(0);
    await expect(asha.getByLabel(hoursCopy.leave)).toHaveValue('');

    await expect(inboxNavHas(asha, assignmentPath)).toHaveCount(0);
    expect((await asha.goto(`${BASE}/inbox/assignment`))?.status()).toBe(403);
    expect((await asha.goto(`${BASE}/inbox/hours?operator=someone`))?.status()).toBe(403);
    const log = await logOf(env, 'asha@agency.in');
    expect(log).toEqual(
      expect.arrayContaining([
        `availability-set operator asha@agency.in ${hoursCopy.notOnLeave}`,
        'access-refused /inbox/assignment role counsellor',
      ]),
    );
    await context.close();
  });
});

// Axe reads the page with its script: these run with scripts on, after the rule above is written.
test('the Assignment and Hours pages have no accessibility violation', async ({ browser }) => {
  const context = await signedIn(browser, BASE, 'meera@agency.in');
  const admin = await context.newPage();
  await admin.goto(`${BASE}/inbox/assignment`);
  await expect(rules(admin)).toHaveCount(1);
  expect(await axeViolations(admin)).toEqual([]);
  await admin.getByRole('link', { name: assignmentCopy.edit('Asha Verma') }).click();
  await expect(admin.getByLabel(hoursCopy.from('Monday'))).toBeVisible();
  expect(await axeViolations(admin)).toEqual([]);
  await context.close();
});

test(
  'the Assignment page at 360 px: nothing wider than the screen, every control in reach',
  {
    tag: '@phone',
  },
  async ({ browser }) => {
    const context = await signedIn(browser, BASE, 'meera@agency.in');
    const admin = await context.newPage();
    await admin.setViewportSize({ width: 360, height: 780 });
    await admin.goto(`${BASE}/inbox/assignment`);
    await expect(rules(admin)).toHaveCount(1);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    for (const control of [
      admin.getByRole('button', { name: assignmentCopy.removeLabel(1) }),
      admin.getByRole('button', { name: assignmentCopy.add }),
      admin.getByRole('link', { name: assignmentCopy.edit('Ravi Kumar') }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // Keyboard: from the list's heading, Tab reaches the one rule's Delete (it cannot move), which
    // shows its focus.
    await admin.getByRole('heading', { name: assignmentCopy.rulesHeading }).click();
    await admin.keyboard.press('Tab');
    const remove = admin.getByRole('button', { name: assignmentCopy.removeLabel(1) });
    await expect(remove).toBeFocused();
    expect(await remove.evaluate((node) => getComputedStyle(node).outlineStyle)).not.toBe('none');
    expect(await axeViolations(admin)).toEqual([]);
    await context.close();
  },
);
