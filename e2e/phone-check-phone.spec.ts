import { phoneCheckCopy } from '@/content/phone-check';
import { admissionUi } from '@/lib/admission/admission-pages';
import { expect } from '@playwright/test';
import { E2E_PORT } from './env';
import { masked, phoneCheckSite } from './phone-check-support';
import { test } from './server-process';
import { uniquePerson } from './support';

// Issue 73 on a phone at 360 px with scripts on (the mobile project alone): what the screen
// changes of the code step. The Hindi admission page's student reads the code from the SMS (the
// fake gateway) and types it on the phone; a wrong code's message shows where the student is
// looking. Without scripts, on the desktop and in Hindi without scripts: phone-check.spec.ts.

const PORT = E2E_PORT + 75;
const GATEWAY_PORT = E2E_PORT + 76;

const { start, sendAmity, codeFor } = phoneCheckSite(PORT, GATEWAY_PORT);

// Each test starts the site on this spec's one port: one after another, in one worker.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 360, height: 740 } });

test(
  'in Hindi with scripts, at 360 px: the code from the SMS typed on the phone confirms the number',
  { tag: '@phone-only' },
  async ({ page }) => {
    await start();
    const copy = phoneCheckCopy.hi;
    const student = uniquePerson('otp-phone-hi');
    await sendAmity(page, 'hi', student, true);
    const panel = page.getByRole('region', { name: copy.heading });
    await expect(panel).toContainText(copy.sentTo(masked(student.phone)));
    // The phone's keyboard offers digits, and the code from the SMS as it arrives.
    const field = panel.getByLabel(copy.codeLabel);
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await field.tap();
    await field.fill(await codeFor(`91${student.phone}`));
    await panel.getByRole('button', { name: copy.confirm }).tap();
    const confirmed = page.getByRole('main').getByRole('status');
    await expect(confirmed).toHaveText(copy.verified);
    await expect(confirmed).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(admissionUi.hi.thankYou.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  },
);

test(
  'a wrong code at 360 px: its message, with the tries left, is in view above the field',
  { tag: '@phone-only' },
  async ({ page }) => {
    await start();
    const copy = phoneCheckCopy.en;
    const student = uniquePerson('otp-phone-wrong');
    await sendAmity(page, 'en', student, true);
    const code = await codeFor(`91${student.phone}`);
    const panel = page.getByRole('region', { name: copy.heading });
    await panel.getByLabel(copy.codeLabel).fill(code === '000000' ? '111111' : '000000');
    await panel.getByRole('button', { name: copy.confirm }).tap();
    const said = panel.getByRole('alert');
    await expect(said).toHaveText(copy.wrong(4));
    await expect(said).toBeInViewport();
    // Nothing is wider than the phone, the message included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(panel.getByLabel(copy.codeLabel)).toBeInViewport();
  },
);
