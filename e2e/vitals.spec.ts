import { expect, type Page } from '@playwright/test';
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import type { SiteSpeed } from '@/lib/vitals/site-speed';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { sampleBeacon } from '@/test-support/sample-vitals';
import { E2E_PORT } from './env';
import { eventually, siteOfFile, test } from './server-process';
import {
  addOperator,
  hide,
  measured,
  noteReporterStart,
  posts,
  runLeads,
  signIn as signInAt,
} from './support';

// The field speed report end to end: a real browser measures each page it visits and reports it
// as the page is hidden, under its route pattern and nothing a visitor typed; the server stores
// it, `npm run leads -- vitals` shows it, and garbage or a flood is refused. A server of its own,
// so that its rows and its address's limit are this spec's alone.

const PORT = E2E_PORT + 995;
const BASE = `http://127.0.0.1:${PORT}`;
const VITALS = `${BASE}/api/vitals`;

const { env } = siteOfFile('vitals', PORT);

const report = async (): Promise<SiteSpeed> =>
  JSON.parse(await runLeads(['vitals', '--days', '1', '--format', 'json'], env));

const beaconSent = (page: Page) =>
  page.waitForRequest((request) => request.url() === VITALS && request.method() === 'POST');

test("three pages' speed, reported as each is hidden, stored under its route and no query", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await noteReporterStart(page);
  // Playwright reads a beacon's body (a Blob) only from a request it routes.
  await page.route(VITALS, (route) => route.continue());
  const visits = [
    {
      path: '/college/lpu/admission?utm_source=zq-campaign&gclid=Cj0zqClick&q=zq%40example.in',
      route: '/college/[collegeId]/admission',
    },
    { path: `/blogs/${posts[0].slug}?ref=zq-mail`, route: '/blogs/[blogId]' },
    { path: '/contact?name=ZqAsha#proposal', route: '/contact' },
  ];

  const sent: VitalsBeacon[] = [];
  for (const { path, route } of visits) {
    await page.goto(BASE + path);
    await measured(page);
    const beacon = beaconSent(page);
    await hide(page);
    const body = (await beacon).postDataJSON() as VitalsBeacon;
    expect([null, 'slow-2g', '2g', '3g', '4g']).toContain(body.connection);
    expect(body).toEqual({
      route,
      language: 'en',
      device: 'desktop',
      connection: body.connection,
      metrics: expect.arrayContaining(
        ['LCP', 'FCP', 'TTFB', 'CLS'].map((metric) =>
          expect.objectContaining({ metric, previous: null, navigation_type: 'navigate' }),
        ),
      ),
      // The visit as the funnel counts it: the landing address's campaign tags, whether a click
      // id was there (never its value).
      visit: {
        utm_source: 'zq-campaign',
        utm_medium: null,
        utm_campaign: null,
        click_id: true,
        form_started: false,
      },
    });
    sent.push(body);
  }
  // Nothing of the addresses but their routes and the landing's campaign tag: no query, no click
  // id, nothing typed into them.
  expect(JSON.stringify(sent.map(({ visit, ...speed }) => speed))).not.toMatch(/\?|utm_|gclid|zq/i);
  expect(JSON.stringify(sent)).not.toMatch(/Cj0zq|example|ZqAsha|ref|\?/i);
  expect(violations).toEqual([]);

  // Written within a second of arriving.
  let stored: SiteSpeed | null = null;
  await eventually(async () => {
    stored = await report();
    return stored.windows[0].routes.length === visits.length;
  });
  const { routes } = stored!.windows[0];
  expect(routes.map(({ route, device }) => [route, device]).sort()).toEqual(
    visits.map(({ route }) => [route, 'desktop']).sort(),
  );
  // Each page's metrics as its beacon sent them (the key press's INP may follow as it unloads).
  for (const beacon of sent) {
    const { figures } = routes.find(({ route }) => route === beacon.route)!;
    expect(figures.map(({ metric, samples, p75 }) => ({ metric, samples, p75 }))).toEqual(
      expect.arrayContaining(
        beacon.metrics.map(({ metric, value }) => ({ metric, samples: 1, p75: value })),
      ),
    );
  }
  expect(JSON.stringify(stored)).not.toMatch(/\?|utm_|gclid|zq/i);
  expect(await runLeads(['vitals'], env)).toContain('/college/[collegeId]/admission  desktop');
});

test('the Site speed page shows the stored routes to an admin and is refused to a counsellor', async ({
  page,
}) => {
  for (const role of ['admin', 'counsellor'] as const)
    await addOperator(env, `${role}@agency.in`, `Speed ${role}`, role);
  const signIn = (email: string) => signInAt(page, `${BASE}/inbox/site-speed`, email);

  await signIn('admin@agency.in');
  await expect(page).toHaveURL(`${BASE}/inbox/site-speed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site speed' })).toBeVisible();
  // The three routes the first test reported, each in the last 7 days' table.
  for (const route of ['/college/[collegeId]/admission', '/blogs/[blogId]', '/contact'])
    await expect(page.getByRole('table').first()).toContainText(route);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);

  await signIn('counsellor@agency.in');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  expect((await page.request.get(`${BASE}/inbox/site-speed`)).status()).toBe(403);
  const log = await runLeads(['access-log', '--operator', 'counsellor@agency.in'], env);
  expect(log).toMatch(/access-refused\t\/inbox\/site-speed\trole counsellor/);
});

test('a page left for another reports as it unloads; an unknown address as the 404', async ({
  page,
}) => {
  await noteReporterStart(page);
  await page.goto(`${BASE}/zq-typed-address?q=zq`);
  await measured(page);
  await page.goto('about:blank');
  // Sent as the page unloaded, where Playwright sees no request: the store says it arrived.
  await eventually(async () =>
    (await report()).windows[0].routes.some(
      ({ route, figures }) => route === '/_not-found' && figures.length >= 4,
    ),
  );
  expect(JSON.stringify(await report())).not.toMatch(/zq/i);
});

test('a malformed or oversized beacon is refused with 4xx, and a flood never costs a lead', async ({
  page,
}) => {
  await page.goto(`${BASE}/robots.txt`);
  const before = await report();
  /** Sends a body as the reporter would, from a page of the site, and returns the answer's status. */
  const beacon = async (body: string) => {
    const answered = page.waitForResponse((response) => response.url() === VITALS);
    expect(
      await page.evaluate(
        (text) =>
          navigator.sendBeacon('/api/vitals', new Blob([text], { type: 'application/json' })),
        body,
      ),
    ).toBe(true);
    return (await answered).status();
  };
  expect(await beacon('{"route": "/contact", "metrics": [')).toBe(400);
  expect(await beacon(JSON.stringify({ ...sampleBeacon(), padding: 'x'.repeat(9000) }))).toBe(413);
  expect(
    await beacon(JSON.stringify(sampleBeacon({ route: '/college/lpu/admission?q=typed' }))),
  ).toBe(422);
  expect(
    await beacon(JSON.stringify(sampleBeacon()).replace('"value":2140', '"value":1e309')),
  ).toBe(422);

  const send = () =>
    fetch(VITALS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleBeacon()),
    });
  const statuses = [];
  for (let i = 0; i < 70; i++) statuses.push((await send()).status);
  expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  expect(new Set(statuses)).toEqual(new Set([202, 429]));
  const lead = await fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleLeadRequest),
  });
  expect(lead.status).toBe(200);

  // Of all that, only the accepted sample beacons were stored.
  const accepted = statuses.filter((status) => status === 202).length;
  await eventually(async () =>
    (await report()).windows[0].routes.some(
      ({ route, device, figures }) =>
        route === '/college/[collegeId]/admission' &&
        device === 'phone' &&
        figures[0].samples === accepted,
    ),
  );
  const after = await report();
  expect(after.windows[0].routes.filter(({ device }) => device !== 'phone')).toEqual(
    before.windows[0].routes.filter(({ device }) => device !== 'phone'),
  );
});
