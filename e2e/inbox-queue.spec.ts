import Database from 'better-sqlite3';
import { expect, type Page } from '@playwright/test';
import { navCopy, queueCopy, speedCopy } from '@/content/inbox-queue';
import { exportCopy } from '@/content/inbox-records';
import { admissionReason } from '@/lib/admission/admission-lead';
import { getUniversity } from '@/lib/catalogue/universities';
import { minutesSpan } from '@/lib/inbox/elapsed';
import { isoWeekInIndia } from '@/lib/time/india-time';
import { POLL_MS } from '@/components/inbox/queue-live';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { siteOfFile, test } from './server-process';
import { accessLog, addOperator, axeViolations, signIn as signInPage } from './support';

// The queue at /inbox (docs/leads.md): 60 leads sent through the public API, some worked by two
// counsellors; what each operator sees, every filter and the search by the URL with scripts
// off, the pages, the counts, a new lead arriving in an open queue, and the access log.

const PORT = E2E_PORT + 1010;
const BASE = `http://127.0.0.1:${PORT}`;
const TITLE = 'Inbox · Leadwise inbox';

const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Meera',
  'Rohan',
  'Sana',
  'Vivaan',
  'Anaya',
  'Kabir',
  'Zoya',
];
const LAST = ['Sharma', 'Iyer', 'Khan', 'Gupta', 'Reddy', 'Bose'];
const UNIVERSITIES = ['lpu', 'amity', 'cu'] as const;
const CAMPAIGNS = ['diwali', 'admissions-2027', null, null];
const SEARCHED = 20;

type Seed = {
  name: string;
  phone: string;
  university: (typeof UNIVERSITIES)[number] | null;
  campaign: string | null;
  owner: 'ravi' | 'meena' | null;
  status: 'new' | 'attempted' | 'qualified';
  minutesAgo: number;
  contactedAfter: number | null;
};

/** Oldest first, as they are sent: lead i came (60 - i) × 9 minutes ago. */
const seeds: Seed[] = Array.from({ length: 60 }, (_, i) => {
  const status = i % 10 === 0 ? 'qualified' : i % 4 === 3 ? 'attempted' : 'new';
  return {
    name: i === SEARCHED ? 'Kavya Nair' : `${FIRST[i % 10]} ${LAST[Math.floor(i / 10)]}`,
    phone: i === SEARCHED ? '9123454321' : `98${String(10_000_000 + i * 1013).slice(0, 8)}`,
    university: i % 3 === 0 ? UNIVERSITIES[(i / 3) % 3] : null,
    campaign: CAMPAIGNS[i % 4],
    owner: i % 5 === 1 ? 'ravi' : i % 5 === 2 ? 'meena' : null,
    status,
    minutesAgo: (60 - i) * 9,
    contactedAfter: status === 'new' ? null : 5 + (i % 7),
  };
});

const { env } = siteOfFile('inbox-queue', PORT, { RATE_LIMIT_POINTS: '100000' });
/** When the seeds were written: each was received `minutesAgo` before it. */
let seededAt: number;

/** A lead sent as the site's forms send it: proposal or admission, with its campaign's landing. */
function send(seed: Pick<Seed, 'name' | 'phone' | 'university' | 'campaign'>) {
  const landing = new URL(seed.university ? `${BASE}/college/${seed.university}` : `${BASE}/`);
  if (seed.campaign) landing.searchParams.set('utm_campaign', seed.campaign);
  landing.searchParams.set('utm_source', 'google');
  const common = {
    name: seed.name,
    phone: seed.phone,
    email: `${seed.name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
    page_url: landing.toString(),
    landing_url: landing.toString(),
  };
  const body = seed.university
    ? {
        ...common,
        course: 'MBA',
        city: 'Jaipur',
        consent: true,
        reason: admissionReason(getUniversity(seed.university)!.name),
      }
    : { ...sampleLeadRequest, ...common, reason: 'Google Ads' };
  return fetch(`${BASE}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Fill-Time-Ms': '20000' },
    body: JSON.stringify(body),
  });
}

test.beforeAll(async () => {
  await addOperator(env, 'asha@agency.in', 'Asha Verma', 'admin');
  await addOperator(env, 'ravi@agency.in', 'Ravi Kumar', 'counsellor');
  await addOperator(env, 'meena@agency.in', 'Meena Das', 'counsellor');
  for (const seed of seeds) expect((await send(seed)).status).toBe(200);

  // The work done on them, written to the store as the lead page would have.
  const db = new Database(env.LEADS_DB_PATH);
  try {
    const operatorId = db.prepare('select id from operator where email = ?').pluck();
    const owners = {
      ravi: operatorId.get('ravi@agency.in') as string,
      meena: operatorId.get('meena@agency.in') as string,
    };
    const ids = db.prepare('select id from leads order by id').pluck().all() as number[];
    expect(ids).toHaveLength(60);
    const update = db.prepare(
      `update leads set received_at = ?, owner_id = ?, status = ?, status_at = ?,
       first_contact_at = ? where id = ?`,
    );
    seededAt = Date.now();
    seeds.forEach((seed, i) => {
      const received = seededAt - seed.minutesAgo * 60_000;
      const contacted =
        seed.contactedAfter === null
          ? null
          : new Date(received + seed.contactedAfter * 60_000).toISOString();
      update.run(
        new Date(received).toISOString(),
        seed.owner && owners[seed.owner],
        seed.status,
        contacted,
        contacted,
        ids[i],
      );
    });
  } finally {
    db.close();
  }
});

async function signIn(page: Page, email: string, next = '/inbox') {
  await signInPage(page, `${BASE}${next}`, email);
  await expect(page.getByRole('heading', { level: 1, name: queueCopy.heading })).toBeVisible();
}

const cards = (page: Page) => page.getByRole('list', { name: queueCopy.listLabel }).locator('> li');
const names = async (page: Page) =>
  (await cards(page).getByRole('link').filter({ hasNotText: /^\+91/ }).allTextContents()).map(
    (text) => text.trim(),
  );
/** The seeds' names, newest first, that satisfy `keep`. */
const expected = (keep: (seed: Seed, i: number) => boolean) =>
  seeds
    .filter(keep)
    .map(({ name }) => name)
    .reverse();

const seenByRavi = (seed: Seed) => seed.owner !== 'meena';

test('a counsellor sees the unassigned leads and their own; an admin sees all', async ({
  browser,
}) => {
  const ravi = await browser.newPage();
  await signIn(ravi, 'ravi@agency.in');
  const ravis = expected(seenByRavi);
  expect(ravis).toHaveLength(48);
  expect(await names(ravi)).toEqual(ravis.slice(0, 50));
  await expect(ravi.getByText(queueCopy.pageOf(1, 1, 48))).toBeVisible();
  await expect(ravi.getByRole('link', { name: 'Meena Das' })).toHaveCount(0);
  await expect(ravi.getByText('Meena Das')).toHaveCount(0);
  // No speed figures, no admin pages, no exports for a counsellor.
  await expect(ravi.getByRole('heading', { name: 'Speed to lead' })).toHaveCount(0);
  // Each role's navigation, its menus opened, is walked in inbox-nav.spec.ts.
  const nav = ravi.getByRole('navigation', { name: navCopy.label });
  await expect(nav.getByRole('link', { name: navCopy.queue })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The newest card reads as a counsellor needs it.
  const newest = seeds[59];
  const card = cards(ravi).first();
  await expect(card.getByRole('link', { name: newest.name })).toHaveAttribute(
    'href',
    /^\/inbox\/leads\/\d+$/,
  );
  await expect(card.getByRole('link', { name: '+91 98100 59767' })).toHaveAttribute(
    'href',
    'tel:+919810059767',
  );
  await expect(card).toContainText('Proposal · Google Ads');
  await expect(card).toContainText('google');
  await expect(card).toContainText(`Attempted Unassigned`);
  expect(newest).toMatchObject({ status: 'attempted', owner: null, contactedAfter: 8 });
  await expect(card).toContainText(/\d+ min ago · First contact after 8 min/);
  const waiting = cards(ravi).filter({ hasText: seeds[54].name });
  expect(seeds[54]).toMatchObject({ status: 'new', owner: null, university: 'lpu' });
  await expect(waiting).toContainText(`Admission · ${getUniversity('lpu')!.name}`);
  await expect(waiting).toContainText('google');
  await expect(waiting).toContainText('New Unassigned');
  await expect(waiting).toContainText(/\d+ min ago · Waiting \d+ min/);
  await expect(card.locator('time')).toHaveAttribute(
    'title',
    /^\d{1,2} \w{3} \d{4}, \d\d:\d\d IST$/,
  );

  const asha = await browser.newPage();
  await signIn(asha, 'asha@agency.in');
  expect(await names(asha)).toEqual(expected(() => true).slice(0, 50));
  await expect(asha.getByText(queueCopy.pageOf(1, 2, 60))).toBeVisible();
  await expect(asha.getByText('Meena Das').first()).toBeVisible();
  const worked = seeds[47];
  expect(worked).toMatchObject({ owner: 'meena', status: 'attempted', contactedAfter: 10 });
  const contacted = cards(asha).filter({ hasText: worked.name });
  await expect(contacted).toContainText('Attempted Meena Das');
  await expect(contacted).toContainText('1 h ago · First contact after 10 min');

  // Speed to lead per owner: the median and 90th percentile of each owner's first contacts, in
  // the table of the week (India) the seeds came in.
  const speed = asha.getByRole('region', { name: 'Speed to lead' });
  await speed.getByText(speedCopy.perOwner, { exact: true }).click();
  const weekOf = (seed: Seed) =>
    isoWeekInIndia(new Date(seededAt - seed.minutesAgo * 60_000).toISOString());
  const thisWeek = isoWeekInIndia(new Date().toISOString());
  for (const [owner, name] of [
    ['meena', 'Meena Das'],
    ['ravi', 'Ravi Kumar'],
  ] as const) {
    const values = seeds
      .filter((seed) => seed.owner === owner && seed.contactedAfter !== null)
      .filter((seed) => weekOf(seed) === thisWeek)
      .map((seed) => seed.contactedAfter!)
      .sort((a, b) => a - b);
    if (!values.length) continue;
    const middle = Math.floor(values.length / 2);
    const median = values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
    const p90 = values[Math.ceil(0.9 * values.length) - 1];
    const row = speed
      .getByRole('table', { name: new RegExp(`^${speedCopy.thisWeek}`) })
      .getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row.getByRole('cell')).toHaveText([
      minutesSpan(median),
      minutesSpan(p90),
      /%|No deadline yet/,
    ]);
  }
  await ravi.close();
  await asha.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each filter and the search are in the URL; counts and pages are links', async ({
    page,
  }) => {
    await signIn(page, 'asha@agency.in');
    const filters = page.getByRole('search');
    const apply = filters.getByRole('button', { name: queueCopy.apply }).last();

    // Search by the last four digits of a phone.
    await page.getByLabel(queueCopy.search).fill('4321');
    await page.getByLabel(queueCopy.search).press('Enter');
    await expect(page).toHaveURL(`${BASE}/inbox?q=4321`);
    expect(await names(page)).toEqual(['Kavya Nair']);
    expect(seeds.filter(({ phone }) => phone.includes('4321'))).toHaveLength(1);
    await page.getByRole('link', { name: queueCopy.clear }).click();
    await expect(page).toHaveURL(`${BASE}/inbox`);

    const choose = async (
      label: string,
      option: string,
      query: string,
      keep: (s: Seed) => boolean,
    ) => {
      await page.goto(`${BASE}/inbox`);
      await filters.getByText(queueCopy.filters).click();
      await page.getByLabel(label, { exact: true }).selectOption({ label: option });
      await apply.click();
      await expect(page).toHaveURL(`${BASE}/inbox?${query}`);
      expect(await names(page), query).toEqual(expected(keep).slice(0, 50));
      // The form shows the view it made.
      await expect(filters.getByText(queueCopy.filtersChosen(1))).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(query.split('=')[1]);
    };
    await choose(
      queueCopy.status,
      'Attempted',
      'status=attempted',
      (s) => s.status === 'attempted',
    );
    await choose(queueCopy.kind, 'Admission', 'kind=admission', (s) => s.university !== null);
    await choose(
      queueCopy.university,
      getUniversity('amity')!.name,
      'university=amity',
      (s) => s.university === 'amity',
    );
    await choose(queueCopy.owner, queueCopy.unassigned, 'owner=unassigned', (s) => !s.owner);

    await page.goto(`${BASE}/inbox`);
    await filters.getByText(queueCopy.filters).click();
    await page.getByLabel(queueCopy.campaign).fill('diwali');
    await apply.click();
    await expect(page).toHaveURL(`${BASE}/inbox?campaign=diwali`);
    expect(await names(page)).toEqual(expected((s) => s.campaign === 'diwali'));
    // A lead without utm_campaign is found by its source.
    await page.goto(`${BASE}/inbox?campaign=google&kind=proposal`);
    expect(await names(page)).toEqual(
      expected((s) => s.campaign === null && s.university === null),
    );

    // "Mine", as a counsellor; the counts follow the other filters and set the status.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, 'ravi@agency.in', '/inbox?owner=mine');
    await expect(page).toHaveURL(`${BASE}/inbox?owner=mine`);
    const mine = (s: Seed) => s.owner === 'ravi';
    expect(await names(page)).toEqual(expected(mine));
    const counts = page.getByRole('navigation', { name: queueCopy.countsLabel });
    const count = (status: Seed['status']) =>
      seeds.filter((s) => mine(s) && s.status === status).length;
    await expect(
      counts.getByRole('link', { name: `All ${expected(mine).length}` }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(counts.getByRole('link', { name: `New ${count('new')}` })).toBeVisible();
    await expect(counts.getByRole('link', { name: 'Won 0' })).toBeVisible();
    await counts.getByRole('link', { name: `Qualified ${count('qualified')}` }).click();
    await expect(page).toHaveURL(`${BASE}/inbox?status=qualified&owner=mine`);
    expect(await names(page)).toEqual(expected((s) => mine(s) && s.status === 'qualified'));
    await expect(
      counts.getByRole('link', { name: `Qualified ${count('qualified')}` }),
    ).toHaveAttribute('aria-current', 'page');

    // A search that matches nothing says so.
    await page.goto(`${BASE}/inbox?q=nobody-by-this-name`);
    await expect(page.getByText(queueCopy.noMatch)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('50 leads a page, with Previous and Next links that keep the filters', async ({ page }) => {
    await signIn(page, 'asha@agency.in');
    expect(await cards(page).count()).toBe(50);
    const pages = page.getByRole('navigation', { name: queueCopy.pagesLabel });
    await expect(pages.getByRole('link', { name: queueCopy.previous })).toHaveCount(0);
    await pages.getByRole('link', { name: queueCopy.next }).click();
    await expect(page).toHaveURL(`${BASE}/inbox?page=2`);
    expect(await names(page)).toEqual(expected(() => true).slice(50));
    await expect(page.getByText(queueCopy.pageOf(2, 2, 60))).toBeVisible();
    await expect(pages.getByRole('link', { name: queueCopy.next })).toHaveCount(0);
    await pages.getByRole('link', { name: queueCopy.previous }).click();
    await expect(page).toHaveURL(`${BASE}/inbox`);

    await page.goto(`${BASE}/inbox?owner=unassigned&page=2`);
    const unassigned = expected((s) => !s.owner);
    expect(await names(page)).toEqual(unassigned.slice(50));
    expect(unassigned.length).toBeLessThanOrEqual(50);
    await expect(page.getByText(queueCopy.pastTheEnd)).toBeVisible();
    await page.getByRole('link', { name: queueCopy.firstPage }).click();
    await expect(page).toHaveURL(`${BASE}/inbox?owner=unassigned`);

    // The exports download what the list shows.
    await page.goto(`${BASE}/inbox?status=new&owner=mine&q=98&page=2`);
    await page.getByRole('link', { name: exportCopy.thisView }).click();
    await expect(page).toHaveURL(`${BASE}/inbox/exports?status=new&owner=mine&q=98`);
    await expect(page.getByText(exportCopy.filters(3))).toBeVisible();
    await expect(page.getByRole('link', { name: navCopy.exportCsv })).toHaveAttribute(
      'href',
      '/inbox/export?format=csv&status=new&owner=mine&q=98',
    );
    await expect(page.getByRole('link', { name: navCopy.exportGoogleAds })).toHaveAttribute(
      'href',
      '/inbox/export?format=google-ads&status=new&owner=mine&q=98',
    );
  });
});

test('a lead sent while the queue is open appears without a reload, counted in the title', async ({
  page,
}) => {
  const started = new Date().toISOString();
  // An admin, who sees every lead: each counsellor sees only those given to them at arrival.
  await signIn(page, 'asha@agency.in');
  await page.clock.install();
  await page.goto(`${BASE}/inbox`);
  await expect(page).toHaveTitle(TITLE);
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  // The counsellor looks at another window, once the queue's script listens.
  await expect(page.locator('p[role="status"][data-enhanced]')).toBeAttached();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));

  const lead = {
    name: 'Nikhil Arora',
    phone: '9000011111',
    university: 'cu',
    campaign: 'late-intake',
  } as const;
  expect((await send(lead)).status).toBe(200);
  await page.clock.runFor(POLL_MS);

  await expect(cards(page).first().getByRole('link', { name: lead.name })).toBeVisible();
  await expect(cards(page).first()).toContainText(`Admission · ${getUniversity('cu')!.name}`);
  await expect(page).toHaveTitle(`(1) ${TITLE}`);
  await expect(page.getByRole('status')).toHaveText(queueCopy.newLeads(1));
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

  // Two more, one poll.
  expect((await send({ ...lead, name: 'Pooja Menon', phone: '9000022222' })).status).toBe(200);
  expect((await send({ ...lead, name: 'Arjun Pillai', phone: '9000033333' })).status).toBe(200);
  await page.clock.runFor(POLL_MS);
  await expect(page).toHaveTitle(`(3) ${TITLE}`);
  await expect(cards(page).first()).toContainText('Arjun Pillai');
  expect((await names(page)).slice(0, 3)).toEqual(['Arjun Pillai', 'Pooja Menon', 'Nikhil Arora']);
  await expect(page.getByRole('status')).toHaveText(queueCopy.newLeads(2));

  // Back at the queue: the leads are seen.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveTitle(TITLE);
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

  // Three polls or more, one row: the first of this session's view in its window
  // (app/inbox/queue/updates/route.ts), not one every 15 s.
  const polls = (await accessLog(env)).filter(
    ({ at, operator, action }) =>
      operator === 'asha@agency.in' && action === 'queue-polled' && at >= started,
  );
  expect(polls.map(({ record }) => record)).toEqual(['/inbox/queue/updates']);
  expect(polls.every(({ address }) => address === '127.0.0.1')).toBe(true);
});

test('the updates route answers 401 and nothing personal without a session', async ({ page }) => {
  const anonymous = await fetch(`${BASE}/inbox/queue/updates?after=0`);
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  expect(await anonymous.json()).toEqual({ error: 'Sign in to the inbox.' });

  await signIn(page, 'asha@agency.in');
  const answer = await page.request.get(`${BASE}/inbox/queue/updates?kind=admission&after=1`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const db = new Database(env.LEADS_DB_PATH, { readonly: true });
  const [newer, newest] = db
    .prepare("select count(*), max(id) from leads where kind = 'admission' and id > 1")
    .raw()
    .get() as number[];
  db.close();
  expect(await answer.json()).toEqual({ newest, newer });
  const rows = (await accessLog(env)).filter(({ operator }) => operator === 'asha@agency.in');
  expect(rows.at(-1)).toMatchObject({
    action: 'queue-polled',
    record: '/inbox/queue/updates?kind=admission',
  });
  expect(rows.map(({ action, record }) => `${action} ${record}`)).toContain('page-viewed /inbox');

  // A view is logged with its filters; the form's empty fields are gone from its address.
  await page.goto(`${BASE}/inbox?q=&status=&kind=admission&owner=&page=1`);
  await expect(page).toHaveURL(`${BASE}/inbox?kind=admission`);
  const views = (await accessLog(env)).filter(
    ({ operator, action }) => operator === 'asha@agency.in' && action === 'page-viewed',
  );
  expect(views.at(-1)).toMatchObject({ action: 'page-viewed', record: '/inbox?kind=admission' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('axe finds nothing; the keyboard reaches the search, filters, counts and each lead', async ({
    page,
  }) => {
    await signIn(page, 'asha@agency.in');
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.goto(`${BASE}/inbox?status=new&university=lpu`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BASE}/inbox?q=nobody`);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${BASE}/inbox`);
    const reached: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        }),
      );
    }
    for (const name of [navCopy.followUps, navCopy.menu, queueCopy.apply, queueCopy.filters])
      expect(reached).toContain(name);
    expect(reached.some((name) => /^All \d+$/.test(name))).toBe(true);
    const firstLead = (await names(page))[0];
    expect(reached).toContain(firstLead);

    // Enter opens the filters, Space chooses, Enter sends.
    await page.getByText(queueCopy.filters).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(queueCopy.status, { exact: true })).toBeFocused();
    await page.getByLabel(queueCopy.search).focus();
    await page.keyboard.type('4321');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BASE}/inbox?q=4321`);
    expect(await names(page)).toEqual(['Kavya Nair']);
  });
});
