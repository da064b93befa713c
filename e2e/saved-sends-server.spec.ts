import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { savedEnquiryEn } from '@/content/saved-sends';
import { E2E_PORT } from './env';
import { eventually, startServer, stopServer, waitUntilUp, test } from './server-process';
import { fillProposal, formEnhanced, gotoReadyToKeep, runLeads, uniquePerson } from './support';

// Issue 27's goal, on a server of its own: 100 leads submitted through the contact form while
// the network is off, the server is stopped, or the API answers 503; then the fault ends and
// every lead is stored exactly once, while the page stays open or at the next page view. Each run
// prints how long the last lead took after the fault ended, the figure judged against the goal of
// 10 s; what makes it hold on any machine is the wait between rounds, at most 5 s
// (lib/saved-sends/schedule.test.ts). A timed assertion here would race a busy machine.

const PORT = E2E_PORT + 970;
const BASE = `http://127.0.0.1:${PORT}`;
const LEADS = 100;
const LEAD_API = '**/api/b2b/leads/submit';

let dir: string;
let env: Record<string, string>;

test.beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-saved-sends-'));
  env = {
    LEADS_DB_PATH: path.join(dir, 'leads.db'),
    RATE_LIMIT_POINTS: '100000',
    MIN_FILL_TIME_MS: '0',
  };
});
test.afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type Lead = Record<string, string>;
const exportLeads = async (): Promise<Lead[]> =>
  JSON.parse(await runLeads(['export', '--format', 'json'], env)).leads;

const keptCount = (page: Page) =>
  page.evaluate(
    () => Object.keys(localStorage).filter((entry) => entry.startsWith('leadwise:saved:')).length,
  );

/** The contact page, filled (each send gives its own email), its code loaded. */
async function openProposal(page: Page) {
  await gotoReadyToKeep(page, `${BASE}/contact`);
  const main = page.getByRole('main');
  await formEnhanced(main);
  await fillProposal(main, uniquePerson('first'));
  return main;
}

/** Submits `count` enquiries, each from its own person, each kept on the device. */
async function submitKept(page: Page, label: string, count = LEADS) {
  const main = page.getByRole('main');
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const { phone } = uniquePerson();
    const email = `${label}.${i}@example.in`;
    emails.push(email);
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Phone', { exact: true }).fill(phone);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => keptCount(page)).toBe(i + 1);
  }
  await expect(main.locator('form').getByRole('status')).toHaveText(savedEnquiryEn.notice);
  return emails;
}

/** Every email stored exactly once, received after the fault ended and first attempted before. */
async function expectEachStoredOnce(emails: string[], faultEndedAt: number) {
  const stored = await exportLeads();
  expect(stored).toHaveLength(emails.length);
  expect(stored.map((lead) => lead.email).sort()).toEqual([...emails].sort());
  for (const lead of stored) {
    expect(Date.parse(lead.received_at)).toBeGreaterThanOrEqual(faultEndedAt - 1000);
    expect(Date.parse(lead.first_attempt_at)).toBeLessThan(faultEndedAt);
  }
}

/** Waits until the page has no send left, and how long that took from `since`. */
async function drained(page: Page, since: number) {
  await eventually(async () => (await keptCount(page)) === 0);
  return Date.now() - since;
}

async function withServer(
  run: (restart: () => Promise<void>, stop: () => Promise<void>) => Promise<void>,
) {
  let server = await startServer(PORT, env);
  await waitUntilUp(PORT);
  try {
    await run(
      async () => {
        server = await startServer(PORT, env);
        await waitUntilUp(PORT);
      },
      () => stopServer(server, 'SIGTERM'),
    );
  } finally {
    await stopServer(server);
  }
}

function report(fault: string, ms: number) {
  console.log(`saved sends: ${LEADS} leads after ${fault}: all stored ${ms} ms after it ended`);
  test.info().annotations.push({ type: 'drained', description: `${fault}: ${ms} ms` });
}

test.describe('100 leads through a fault', () => {
  test.describe.configure({ timeout: 240_000 });

  type Scene = { page: Page; context: BrowserContext; stop: () => Promise<void> };
  const faults: {
    name: string;
    begin: (scene: Scene) => Promise<unknown>;
    end: (scene: Scene & { restart: () => Promise<void> }) => Promise<unknown>;
  }[] = [
    {
      name: 'the network was off',
      begin: ({ context }) => context.setOffline(true),
      end: ({ context }) => context.setOffline(false),
    },
    {
      name: 'the API answered 503 with Retry-After',
      begin: ({ page }) =>
        page.route(LEAD_API, (route) =>
          route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, json: { status: false } }),
        ),
      end: ({ page }) => page.unroute(LEAD_API),
    },
    {
      name: 'the server was stopped',
      begin: ({ stop }) => stop(),
      end: ({ restart }) => restart(),
    },
  ];

  for (const fault of faults) {
    test(`${fault.name}, then the fault ended while the page is open`, async ({
      page,
      context,
    }) => {
      await withServer(async (restart, stop) => {
        await openProposal(page);
        await fault.begin({ page, context, stop });
        const emails = await submitKept(page, `kept.${Date.now()}`);
        await fault.end({ page, context, stop, restart });
        const ended = Date.now();
        const ms = await drained(page, ended);
        report(fault.name, ms);
        await expectEachStoredOnce(emails, ended);
      });
    });
  }

  test('the server stopped, then started again with no page open: the next page view', async ({
    page,
    context,
  }) => {
    await withServer(async (restart, stop) => {
      await openProposal(page);
      await stop();
      const emails = await submitKept(page, `next-view.${Date.now()}`);
      await page.close();
      await restart();
      const ended = Date.now();
      const next = await context.newPage();
      await next.goto(`${BASE}/faq`);
      const ms = await drained(next, ended);
      report('the server was stopped, at the next page view', ms);
      await expectEachStoredOnce(emails, ended);
    });
  });
});

test('two tabs after a stopped server: each lead sent by one tab, once', async ({ context }) => {
  // Two server starts and ten sends: 42 s alone on a quiet machine, so 45 s fails on a slower one.
  test.setTimeout(150_000);
  await withServer(async (restart, stop) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await gotoReadyToKeep(second, `${BASE}/about-us`);
    await openProposal(first);
    await stop();
    const emails = await submitKept(first, `tabs.${Date.now()}`, 10);
    const accepted: string[] = [];
    context.on('response', (response) => {
      if (response.url().includes('/leads/submit') && response.status() === 200)
        accepted.push(response.request().headers()['idempotency-key']);
    });
    await restart();
    const ended = Date.now();
    await drained(first, ended);
    await expectEachStoredOnce(emails, ended);
    expect(accepted).toHaveLength(emails.length);
    expect(new Set(accepted).size).toBe(emails.length);
  });
});
