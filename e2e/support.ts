import { execFile } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { promisify } from 'node:util';
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import Database from 'better-sqlite3';
import { navCopy } from '@/content/inbox-queue';
import { admissionUi } from '@/lib/admission/admission-pages';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { getAllPosts } from '@/lib/catalogue/blog';
import { services } from '@/lib/catalogue/services';
import type { Language } from '@/lib/config/language';
import { footerPageLinks } from '@/lib/config/site-config';
import packageJson from '@/package.json';
import { E2E_DB_PATH, EXPECT_TIMEOUT_MS } from './env';

const execFileAsync = promisify(execFile);

export const posts = getAllPosts();

export { footerPageLinks, services };

// `npm run leads` without npm around it (npm alone costs a second of CPU a call, and the suite
// calls it often): the command compiled once a run (e2e/global-setup.ts), with the node that runs
// this process and the script's own conditions.
const leadsConditions = packageJson.scripts.leads
  .split(' ')
  .filter((argument) => argument.startsWith('--conditions='));

/**
 * The operators' `npm run leads` command, run against the given store, with `input` on its
 * standard input (a password); returns its output.
 */
export async function runLeads(args: string[], env: Record<string, string>, input?: string) {
  // Asynchronous, so a fake API served from this test process keeps answering meanwhile.
  const run = execFileAsync(
    process.execPath,
    [...leadsConditions, process.env.LEADS_CLI!, ...args],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  run.child.stdin?.end(input);
  return (await run).stdout;
}

type Export = { leads: Record<string, unknown>[]; subscribers: Record<string, unknown>[] };

/** Every lead and subscriber, read through the operators' export command. */
export const exportLeads = async (
  env: Record<string, string> = { LEADS_DB_PATH: E2E_DB_PATH },
): Promise<Export> => JSON.parse(await runLeads(['export', '--format', 'json'], env));

/**
 * The repeat enquiries that joined a lead (docs/leads.md#repeat-enquiries-one-person-one-record), oldest first, read
 * from the test server's store (no command lists them).
 */
export function storedEnquiries(leadId: number, dbPath = E2E_DB_PATH): Record<string, unknown>[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db
      .prepare('select * from lead_enquiries where lead_id = ? order by id')
      .all(leadId) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** A time as the browser and the export write it (`first_attempt_at`, `received_at`). */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A unique address per test run, so parallel tests find their own rows. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

/** Who sends a lead: a name of letters, a 10-digit Indian mobile and an email. */
export type Person = { name: string; phone: string; email: string };

// Workers running at once differ in the serial's last digit (up to 16 workers); a worker that
// replaces another, or a later run on the same store, starts its serials at the clock, past any
// serial an earlier one took (each takes one per person, fewer than the milliseconds it lives).
const WORKERS = 16;
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS;
let lastSerial = 0;

/** `n` in letters, `b`…`ba`…: a name takes letters only. */
const inLetters = (n: number): string =>
  (n >= 26 ? inLetters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

/**
 * A person nobody else has sent a lead as, in this run or an earlier one on the same store: a
 * lead from them is a lead of its own, never a repeat joining another test's lead
 * (docs/leads.md#repeat-enquiries-one-person-one-record). `label` starts the email, `given` the name.
 */
export function uniquePerson(label = 'person', given = 'Kavya'): Person {
  lastSerial = Math.max(lastSerial + 1, Date.now());
  // 4e9 numbers from 6000000000 to 9999999999, a multiple of WORKERS: the worker's digit stays.
  const serial = (lastSerial * WORKERS + worker) % 4_000_000_000;
  const phone = String(6_000_000_000 + serial);
  const tag = inLetters(serial);
  return {
    name: `${given} ${tag[0].toUpperCase()}${tag.slice(1)}`,
    phone,
    email: `${label}.${phone}@example.in`,
  };
}

/**
 * A person per name, the same whenever the name comes again (one request sent twice, or a body
 * compared with what was forwarded); a new map for each call.
 */
export function peopleByName(): (name: string) => Person {
  const people = new Map<string, Person>();
  return (name) => {
    if (!people.has(name)) people.set(name, { ...uniquePerson(), name });
    return people.get(name)!;
  };
}

/** A phone as a person types it: `98765 43210`. */
export const typedPhone = (phone: string) => `${phone.slice(0, 5)} ${phone.slice(5)}`;

/** A phone as the inbox shows it: `+91 98765 43210`. */
export const shownPhone = (phone: string) => `+91 ${typedPhone(phone)}`;

export async function expectToast(page: Page, text: string) {
  // A success toast shows for 2 s: polled from here, a busy machine's gaps between looks can
  // miss it, so the page looks itself, every 50 ms of its own time, beside sonner's timer.
  const shown = page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('[data-sonner-toast]')].some(
        (toast) => toast.textContent?.includes(wanted) && toast.checkVisibility(),
      ),
    text,
    { polling: 50, timeout: EXPECT_TIMEOUT_MS },
  );
  await shown.catch(async () => {
    const seen = await page.locator('[data-sonner-toast]').allTextContents();
    throw new Error(
      `No toast "${text}" within ${EXPECT_TIMEOUT_MS} ms; showing: ${JSON.stringify(seen)}`,
    );
  });
}

/** The placeholder phone and email, each a link that reaches us. */
export async function expectContactLinks(scope: Locator) {
  await expect(scope.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute(
    'href',
    'tel:+919000000000',
  );
  await expect(scope.getByRole('link', { name: 'hello@leadwise.example' })).toHaveAttribute(
    'href',
    'mailto:hello@leadwise.example',
  );
}

/**
 * Draws every block that is laid out only once it nears the screen (the `laid-out-when-near`
 * utility), as a reader scrolling past sees each: `innerText` runs a skipped block's paragraphs
 * and headings together.
 */
export async function drawEverySection(page: Page) {
  await page.addStyleTag({
    content: '.laid-out-when-near { content-visibility: visible !important; }',
  });
}

/** Waits until the header's code has run: its openers and menu button come to life together. */
export async function headerEnhanced(page: Page) {
  await expect(page.getByRole('banner').locator('a[data-enhanced]').first()).toBeAttached();
}

/**
 * Clicks the header's "Get a proposal" once its code has made it open the modal (before, it is a
 * link to the form on /contact); on phones it sits in the menu panel.
 */
export async function clickProposalButton(page: Page) {
  await headerEnhanced(page);
  if (page.viewportSize()!.width < 576) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Get a proposal' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Get a proposal' }).click();
  }
}

/** Clicks a link that opens the proposal modal, once its code has made it do so. */
export async function clickOpener(opener: Locator) {
  await expect(opener).toHaveAttribute('data-enhanced');
  await opener.click();
}

/** Fills a proposal form (the contact page's or the modal's) in `scope` as `person`. */
export async function fillProposal(scope: Locator, person: Person) {
  await scope.getByLabel('Name', { exact: true }).fill(person.name);
  await scope.getByLabel('Email', { exact: true }).fill(person.email);
  await scope.getByLabel('Phone', { exact: true }).fill(person.phone);
  await scope.getByLabel('Website URL').fill('kavya.in');
  await scope.getByLabel('Message', { exact: true }).fill('A proposal, please');
}

/**
 * Opens `url` and waits until the page has fetched the code that keeps a send the connection
 * drops (lib/saved-sends, loaded once the page is idle), so that the test may cut the connection.
 */
export async function gotoReadyToKeep(page: Page, url: string) {
  let needed = ['"sendFromForm"', '"startResending"'];
  const fetched = new Promise<void>((resolve) => {
    const onResponse = async (response: Response) => {
      if (!response.url().includes('/_next/static/chunks/')) return;
      const text = await response.text().catch(() => '');
      needed = needed.filter((name) => !text.includes(name));
      if (needed.length > 0) return;
      page.off('response', onResponse);
      resolve();
    };
    page.on('response', onResponse);
  });
  await page.goto(url);
  await fetched;
}

/** Waits until the script has taken over the form `scope` holds (before, it posts natively). */
export async function formEnhanced(scope: Locator) {
  await expect(scope.locator('form[data-enhanced]')).toHaveCount(1);
}

/** An element's computed transition: its properties, and each one's duration in seconds. */
export async function transitionOf(element: Locator) {
  const { properties, durations } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { properties: style.transitionProperty, durations: style.transitionDuration };
  });
  return {
    properties: properties.split(',').map((value) => value.trim()),
    seconds: durations.split(',').map((value) => parseFloat(value)),
  };
}

/**
 * Answers the admission form's "Is the student 18 or older?" with Yes: issue 45 made it required
 * (e2e/minors.spec.ts answers No). Checking it again is harmless.
 */
export async function answerAdult(scope: Locator, language: Language = 'en') {
  await scope
    .getByRole('radio', { name: admissionUi[language].form.minor.yes, exact: true })
    .check();
}

/**
 * Types `student` into the English admission form in `main`, 18 or older; the course is the
 * first offered unless named. Waiting for the form's script is the caller's: a page with
 * JavaScript off never enhances it.
 */
export async function typeStudent(
  main: Locator,
  student: Person,
  { course, city = 'Jaipur' }: { course?: string; city?: string } = {},
) {
  await main.getByLabel('Full name').fill(student.name);
  await main.getByLabel('Mobile number').fill(student.phone);
  await main.getByLabel('Email', { exact: true }).fill(student.email);
  await main.getByLabel('Course of interest').selectOption(course ?? { index: 1 });
  await main.getByLabel('City').fill(city);
  await answerAdult(main);
}

/** Consents and sends the admission form in `main`; waits for the university's thank-you page. */
export async function sendAdmission(page: Page, main: Locator, university: string) {
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: 'Get free guidance' }).click();
  await expect(page).toHaveURL(new RegExp(`/thank-you\\?for=${university}$`));
}

/** The password of every operator the tests add. */
export const OPERATOR_PASSWORD = 'correct horse battery';

/** Adds an operator to the store `env` names (LEADS_DB_PATH), through the operators' command. */
export const addOperator = (
  env: Record<string, string>,
  email: string,
  name: string,
  role: string,
) =>
  runLeads(
    ['operator', 'add', '--email', email, '--name', name, '--role', role, '--password-stdin'],
    env,
    `${OPERATOR_PASSWORD}\n`,
  );

export type AccessLogRow = {
  /** The row as the command prints it, whole, to search. */
  line: string;
  at: string;
  operator: string;
  address: string;
  action: string;
  record: string;
  detail: string;
};

/** The access log's rows as `npm run leads access-log` prints them, for the store `env` names. */
export async function accessLog(env: Record<string, string>): Promise<AccessLogRow[]> {
  return (await runLeads(['access-log'], env))
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [at, operator, address, action, record, detail] = line.split('\t');
      return { line, at, operator, address, action, record, detail };
    });
}

/** One operator's access-log rows, each as `action record detail`. */
export const logOf = async (env: Record<string, string>, email: string) =>
  (await accessLog(env))
    .filter(({ operator }) => operator === email)
    .map(({ action, record, detail }) => `${action} ${record} ${detail}`);

/** Fills and sends the sign-in form the page shows. */
export async function fillSignIn(page: Page, email: string, password = OPERATOR_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `url` (an inbox page: signed out, it shows the sign-in form) and signs in there. */
export async function signIn(page: Page, url: string, email: string) {
  await page.goto(url);
  await fillSignIn(page, email);
}

/** Signs in on the way to `to` (on the server at `base`), as the sign-in page sends an operator on. */
export async function openAs(page: Page, base: string, email: string, to: string) {
  await signIn(page, `${base}${to}`, email);
  await expect(page).toHaveURL(`${base}${to}`);
}

/**
 * A signed-in browser context for the operator on the server at `base`, with or without
 * JavaScript; `options` sets the rest of the context (a phone's viewport, say).
 */
export async function signedIn(
  browser: Browser,
  base: string,
  email: string,
  javaScriptEnabled = true,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, `${base}/inbox/sign-in`, email);
  await expect(page).toHaveURL(`${base}/inbox`);
  if (javaScriptEnabled) return context;
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ ...options, storageState: state, javaScriptEnabled: false });
}

/**
 * The inbox bar's link to the page labelled `label` (lib/inbox/inbox-pages.ts), with the menu that
 * folds it opened first: its group's on a large screen, the one "Menu" on a phone.
 */
export async function inboxNavLink(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: navCopy.label });
  const entry = Object.values(inboxPages).find((inboxPage) => inboxPage.label === label);
  if (entry && entry.group !== 'work') {
    const names = [navCopy.groups[entry.group], navCopy.menu];
    const menu = nav
      .locator('summary:visible')
      .filter({ hasText: new RegExp(`^(${names.join('|')})$`) });
    if (!(await menu.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)))
      await menu.click();
  }
  return nav.getByRole('link', { name: label, exact: true });
}

/** Whether the inbox's navigation links `href` at all, shown or folded in a menu. */
export const inboxNavHas = (page: Page, href: string) =>
  page.getByRole('navigation', { name: navCopy.label }).locator(`a[href="${href}"]`);

/** A context's cookies as a Cookie header, for requests made outside the browser. */
export const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

/**
 * Notes when the reporter has started: web-vitals is the page's one observer of the largest
 * paint, and registers it as the reporter starts.
 */
export const noteReporterStart = (page: Page) =>
  page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    let started: () => void;
    const watch = window as unknown as { reporterStarted: Promise<void> };
    watch.reporterStarted = new Promise((resolve) => (started = resolve));
    PerformanceObserver.prototype.observe = function (options) {
      observe.call(this, options);
      if (options?.type === 'largest-contentful-paint') started();
    };
  });

/** Waits until the reporter holds the page's paints and its time to first byte. */
export const measured = (page: Page) =>
  page.evaluate(async () => {
    await (window as unknown as { reporterStarted: Promise<void> }).reporterStarted;
    // Observers are told in the order they were registered: once these, registered after
    // web-vitals', have seen the paints, so has web-vitals (and CLS, which starts with FCP).
    await Promise.all(
      ['paint', 'largest-contentful-paint'].map(
        (type) =>
          new Promise<void>((resolve) =>
            new PerformanceObserver((_, observer) => {
              observer.disconnect();
              resolve();
            }).observe({ type, buffered: true }),
          ),
      ),
    );
    // web-vitals reads TTFB in a task it queued as it started; one queued now runs after it.
    await new Promise((resolve) => setTimeout(resolve));
  });

/**
 * Hides the page as a phone does when its visitor switches apps (Playwright sees no request a
 * page makes as it unloads, and a headless page is never hidden). web-vitals settles the LCP on
 * the first trusted input or a trusted hide: the visitor's first key press stands for the former.
 */
export const hide = async (page: Page) => {
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
  });
};

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const describeViolation = ({ id, nodes }: AxeResults['violations'][number]) =>
  `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * Axe's whole results on the page (or inside `include`) once it has its title: Next streams a
 * dynamic page's metadata after its content, so a page whose content is visible may not have its
 * title yet, and axe then reports none (`document-title`). A page that never gets one fails here.
 */
export async function axeResults(page: Page, include?: string) {
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  return (include ? builder.include(include) : builder).analyze();
}

/**
 * Axe's violations of every impact on the page (or inside `include`), each as `rule: the elements
 * it names`.
 */
export async function axeViolations(page: Page, include?: string) {
  return (await axeResults(page, include)).violations.map(describeViolation);
}

/** Axe's serious and critical violations on the page, each as `rule: the elements it names`. */
export async function seriousViolations(page: Page) {
  return (await axeResults(page)).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describeViolation);
}

/** A university's admission page as a Google ad under `campaign` links it. */
export const adLanding = (base: string, university: string, campaign: string) =>
  `${base}/college/${university}/admission?utm_source=google&utm_campaign=${campaign}`;

/** A student opens `landing` on `page`, fills the form once its script has it, and sends it. */
export async function sendFromLanding(
  page: Page,
  landing: string,
  university: string,
  student: Person,
) {
  await page.goto(landing);
  const main = page.getByRole('main');
  await formEnhanced(main);
  await typeStudent(main, student);
  await sendAdmission(page, main, university);
}

/** The same in a browser of the student's own (a default desktop context). */
export async function fillAdmissionForm(
  browser: Browser,
  landing: string,
  university: string,
  student: Person,
) {
  const context = await browser.newContext();
  await sendFromLanding(await context.newPage(), landing, university, student);
  await context.close();
}
