import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { admissionUi } from '@/lib/admission/admission-pages';
import type { Language } from '@/lib/config/language';
import { startFakeSmsGateway, type FakeSmsGateway } from '@/scripts/test/fake-sms-gateway.mjs';
import { startServer, test, waitUntilUp } from './server-process';
import { formEnhanced, type Person } from './support';

// The phone code specs' set-up (issue 73): a fake MSG91 gateway on its own port for each test,
// a served site of the test's own with codes on, the Amity form sent as a student sends it, and
// the code read from the gateway as the student reads it from the SMS.

/** `+91 ••••• •3210`, as the code step names the number the code went to. */
export const masked = (phone: string) => `+91 ••••• •${phone.slice(-4)}`;

/** Registers each test's fake gateway and returns what a spec drives its site with. */
export function phoneCheckSite(port: number, gatewayPort: number) {
  let gateway: FakeSmsGateway;
  test.beforeEach(async () => {
    gateway = await startFakeSmsGateway({ port: gatewayPort });
  });
  test.afterEach(async () => {
    await gateway?.close();
  });
  const base = `http://127.0.0.1:${port}`;

  /** Starts the test's site with codes on (its store in a temporary folder); `env` names it. */
  const start = async (extra: Record<string, string> = {}) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-phone-check-'));
    const env = { LEADS_DB_PATH: path.join(dir, 'leads.db') };
    await startServer(port, {
      ...env,
      RATE_LIMIT_POINTS: '1000',
      MIN_FILL_TIME_MS: '0',
      SMS_PROVIDER: 'msg91',
      MSG91_BASE_URL: gateway.origin,
      MSG91_AUTH_KEY: 'e2e-auth-key-0123456789',
      MSG91_SENDER: 'LWDIGI',
      MSG91_FLOW_ID: 'flowEnglish01',
      MSG91_FLOW_ID_HI: 'flowHindi0001',
      ...extra,
    });
    await waitUntilUp(port);
    return env;
  };

  /** Fills the Amity form in `language` and sends it; waits for the thank-you page. */
  const sendAmity = async (page: Page, language: Language, student: Person, scripts: boolean) => {
    const { form } = admissionUi[language];
    await page.goto(`${base}${language === 'hi' ? '/hi' : ''}/college/amity/admission`);
    const main = page.getByRole('main');
    if (scripts) await formEnhanced(main);
    await main.getByLabel(form.labels.name).fill(student.name);
    await main.getByLabel(form.labels.phone).fill(student.phone);
    await main.getByLabel(form.labels.email, { exact: true }).fill(student.email);
    await main.getByLabel(form.labels.course).selectOption({ index: 1 });
    await main.getByLabel(form.labels.city).fill('Jaipur');
    await main.getByRole('radio', { name: form.minor.yes, exact: true }).check();
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: form.submit }).click();
    await expect(page).toHaveURL(/\/thank-you\?for=amity$/);
  };

  /** The last code the gateway was asked to send to `mobile` (91 and ten digits). */
  const codeFor = async (mobile: string) => {
    const to = () => gateway.state.messages.filter((message) => message.mobile === mobile);
    await expect.poll(() => to().length).toBeGreaterThan(0);
    return to().at(-1)!.code;
  };

  return { base, gateway: () => gateway, start, sendAmity, codeFor };
}
