import path from 'node:path';
import { expect } from '@playwright/test';
import { signInCopy, twoFactorCopy } from '@/content/inbox';
import { navCopy, queueCopy } from '@/content/inbox-queue';
import { signInPath } from '@/lib/inbox/inbox-paths';
import { E2E_PORT } from './env';
import { cookieHeader, formFields, postForm, requestFrom } from './inbox-forms';
import { siteOfFile, startServer, test, waitUntilUp } from './server-process';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import {
  accessLog,
  addOperator,
  fillSignIn,
  OPERATOR_PASSWORD,
  runLeads,
  axeViolations,
} from './support';
import { totpCode } from './totp';

// Operators sign in to /inbox (docs/operations.md#operators-sign-in-roles-and-the-access-log):
// accounts made by the command, roles held on the server, brute force refused, and every
// sign-in and refusal in the access log.

const PORT = E2E_PORT + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
// Long enough that 21 attempts on a busy machine fall in one window, short enough to wait out.
const WINDOW_SECONDS = 20;

const site = siteOfFile('inbox-sign-in', PORT, {
  SIGN_IN_WINDOW_SECONDS: String(WINDOW_SECONDS),
});
const { env } = site;

test.beforeAll(async () => {
  // Six accounts made by the command, each its own process, on a busy machine.
  test.setTimeout(180_000);
  await addOperator(env, 'asha@agency.in', 'Asha Verma', 'admin');
  await addOperator(env, 'ravi@agency.in', 'Ravi Kumar', 'counsellor');
  await addOperator(env, 'meena@agency.in', 'Meena Das', 'counsellor');
  await addOperator(env, 'target@agency.in', 'Target Admin', 'admin');
  await addOperator(env, 'tara@agency.in', 'Tara Singh', 'admin');
  await addOperator(env, 'kiran@agency.in', 'Kiran Rao', 'counsellor');
});

test('an admin made by the command signs in, exports and signs out, each step logged', async ({
  page,
}) => {
  await page.goto(`${BASE}/inbox`);
  await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, 'asha@agency.in');
  await expect(page).toHaveURL(`${BASE}/inbox`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(queueCopy.heading);
  await expect(
    page.getByText('Signed in as Asha Verma (Admin)').filter({ visible: true }),
  ).toBeVisible();

  const [session] = (await page.context().cookies()).filter(({ name }) =>
    name.startsWith('inbox.session_token'),
  );
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  const inbox = await page.request.get(`${BASE}/inbox`);
  expect(inbox.headers()['cache-control']).toBe('private, no-store');
  expect(inbox.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await (await page.request.get(`${BASE}/robots.txt`)).text()).toContain('Disallow: /inbox');
  expect(await (await page.request.get(`${BASE}/sitemap.xml`)).text()).not.toContain('/inbox');

  const csv = await page.request.get(`${BASE}/inbox/export?format=csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers()['cache-control']).toBe('private, no-store');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);
  await page.goto(`${BASE}/inbox`);
  await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);

  // The open queue's polls (inbox-queue.spec.ts) are left out: a slow run may make one.
  const asha = (await accessLog(env)).filter(
    ({ operator, action }) => operator === 'asha@agency.in' && action !== 'queue-polled',
  );
  expect(asha.map(({ action, record }) => `${action} ${record}`)).toEqual([
    'sign-in -',
    'page-viewed /inbox',
    'page-viewed /inbox',
    'export /inbox/export?format=csv',
    'sign-out -',
  ]);
  expect(asha.every(({ address }) => address === '127.0.0.1')).toBe(true);
  expect(JSON.stringify(asha)).not.toContain(OPERATOR_PASSWORD);
});

test('a counsellor signs in as a counsellor and is refused the export, in the log', async ({
  page,
}) => {
  await page.goto(`${BASE}/inbox/sign-in`);
  await fillSignIn(page, 'ravi@agency.in');
  await expect(
    page.getByText('Signed in as Ravi Kumar (Counsellor)').filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: navCopy.exportCsv })).toHaveCount(0);

  const refused = await page.request.get(`${BASE}/inbox/export?format=csv`);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe('Your role does not allow this. Ask an admin.');

  const ravi = (await accessLog(env)).filter(({ operator }) => operator === 'ravi@agency.in');
  expect(ravi.map(({ action }) => action).filter((action) => action !== 'queue-polled')).toEqual([
    'sign-in',
    'page-viewed',
    'access-refused',
  ]);
  expect(ravi.find(({ action }) => action === 'access-refused')).toMatchObject({
    record: '/inbox/export?format=csv',
    detail: 'role counsellor',
  });
});

test("a disabled operator's open session is refused on its next request", async ({ page }) => {
  await page.goto(`${BASE}/inbox/sign-in`);
  await fillSignIn(page, 'meena@agency.in');
  await expect(
    page.getByText('Signed in as Meena Das (Counsellor)').filter({ visible: true }),
  ).toBeVisible();

  await runLeads(['operator', 'disable', '--email', 'meena@agency.in'], env);
  await page.reload();
  await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);
  await expect(page.getByText('Meena Das')).toHaveCount(0);

  await fillSignIn(page, 'meena@agency.in');
  await expect(page.getByText(signInCopy.disabled)).toBeVisible();
  const meena = (await accessLog(env)).filter(({ operator }) => operator === 'meena@agency.in');
  expect(meena.at(-1)).toMatchObject({ action: 'sign-in-refused', detail: 'operator disabled' });
  expect((await accessLog(env)).map(({ action, record }) => `${action} ${record}`)).toContain(
    'operator-disabled operator meena@agency.in',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password keeps the email; the right one lands where the operator asked to go', async ({
    page,
  }) => {
    await page.goto(`${BASE}/inbox/two-factor`);
    await expect(page).toHaveURL(`${BASE}/inbox/sign-in?next=%2Finbox%2Ftwo-factor`);
    await fillSignIn(page, 'ravi@agency.in', 'not the password');
    await expect(page.getByText(signInCopy.wrong)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('ravi@agency.in');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${BASE}/inbox/two-factor`);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  });

  test('two-factor set-up and the code step at sign-in', async ({ page }) => {
    await page.goto(`${BASE}/inbox/sign-in?next=%2Finbox%2Ftwo-factor`);
    await fillSignIn(page, 'kiran@agency.in');
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: twoFactorCopy.start }).click();
    const key = (await page.locator('code').textContent())!;
    await page.getByLabel('Code').fill(totpCode(key));
    await page.getByRole('button', { name: twoFactorCopy.finish }).click();
    await expect(page).toHaveURL(`${BASE}/inbox`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);
    await fillSignIn(page, 'kiran@agency.in');
    await expect(page.getByRole('heading', { name: twoFactorCopy.codeTitle })).toBeVisible();
    await page.getByLabel('Code').fill(totpCode(key) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: twoFactorCopy.verify }).click();
    await expect(page.getByText(twoFactorCopy.wrongCode)).toBeVisible();
    await page.getByLabel('Code').fill(totpCode(key));
    await page.getByRole('button', { name: twoFactorCopy.verify }).click();
    await expect(page).toHaveURL(`${BASE}/inbox`);
    await expect(
      page.getByText('Signed in as Kiran Rao (Counsellor)').filter({ visible: true }),
    ).toBeVisible();
  });
});

/** What a sign-in page said to an attempt: the wrong-password message, the limit's, or neither. */
const said = ({ body }: { body: string }) =>
  body.includes(signInCopy.wrong)
    ? 'wrong'
    : body.includes('Too many sign-in attempts')
      ? 'limited'
      : '?';

test("10 wrong passwords from one address hold that address, never the counsellor's right password from another", async () => {
  const page = await requestFrom(`${BASE}/inbox/sign-in`);
  const fields = formFields(page.body);
  const attempt = (password: string, address: string) =>
    postForm(
      `${BASE}/inbox/sign-in`,
      { ...fields, email: 'target@agency.in', password },
      { localAddress: address },
    );
  // All at once, so that they and the right password after them fall in one window however slow
  // the machine (each is counted before its password is checked).
  const answers = await Promise.all(
    Array.from({ length: 11 }, (_, i) => attempt(`wrong password ${i + 1}`, '127.0.0.11')),
  );
  expect(answers.map(({ status }) => status)).toEqual(Array(11).fill(200));
  expect(answers.map(said).sort()).toEqual(['limited', ...Array(10).fill('wrong')]);
  // The guessing address is refused even the right password, until its window ends.
  expect((await attempt(OPERATOR_PASSWORD, '127.0.0.11')).body).toContain(
    'Too many sign-in attempts',
  );

  // The counsellor, from their own address, signs in (slowed, as the account is under attack).
  const signedIn = await attempt(OPERATOR_PASSWORD, '127.0.0.12');
  expect(signedIn.status).toBe(303);
  expect(signedIn.location).toBe('/inbox');
  expect(cookieHeader(signedIn)).toMatch(/inbox\.session_token=/);

  const target = (await accessLog(env)).filter(({ operator }) => operator === 'target@agency.in');
  expect(target.filter(({ action }) => action === 'sign-in-failed')).toHaveLength(10);
  expect(target.filter(({ action }) => action === 'sign-in-refused').at(-1)).toMatchObject({
    address: '127.0.0.11',
    detail: 'too many from this address for this account',
  });
  expect(target.at(-1)).toMatchObject({
    action: 'sign-in',
    address: '127.0.0.12',
    detail: 'password; slowed: the account had many wrong passwords',
  });
});

test('served directly, a made-up X-Forwarded-For is not a new visitor: 300 enquiries from one address are refused alike', async () => {
  const flood = async (label: string, forged: boolean) => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 15; batch++)
      statuses.push(
        ...(
          await Promise.all(
            Array.from({ length: 20 }, (_, i) => {
              const phone = `98${label}${String(batch * 20 + i).padStart(7, '0')}`;
              return requestFrom(`${BASE}/api/b2b/leads/submit`, {
                localAddress: forged ? '127.0.0.41' : '127.0.0.42',
                method: 'POST',
                headers: {
                  'Content-Type': 'application/json',
                  ...(forged ? { 'X-Forwarded-For': `10.${batch}.${i}.${1 + i}` } : {}),
                },
                body: Buffer.from(
                  JSON.stringify({ ...sampleLeadRequest, phone, email: `${phone}@example.in` }),
                ),
              });
            }),
          )
        ).map(({ status }) => status),
      );
    return statuses.filter((status) => status === 429).length;
  };
  const plain = await flood('1', false);
  const forged = await flood('2', true);
  // RATE_LIMIT_POINTS (10) a window per address: the rest refused, with the header or without.
  expect(plain).toBe(290);
  expect(forged).toBe(plain);
});

test('one address trying many accounts is refused after 20 attempts', async () => {
  const fields = formFields((await requestFrom(`${BASE}/inbox/sign-in`)).body);
  const from = '127.0.0.90';
  // All at once, as a guessing script sends them: each is counted before its password is
  // checked, so they fall in one window however slow the machine (one by one, 21 password checks
  // outlast the test's 20 s window on a machine a third as fast).
  const answers = await Promise.all(
    Array.from({ length: 21 }, (_, i) =>
      postForm(
        `${BASE}/inbox/sign-in`,
        { ...fields, email: `guess${i + 1}@agency.in`, password: 'guessed password' },
        { localAddress: from },
      ),
    ),
  );
  expect(answers.map(said).sort()).toEqual(['limited', ...Array(20).fill('wrong')]);
  const refused = (await accessLog(env)).filter(
    ({ address, action }) => address === from && action === 'sign-in-refused',
  );
  expect(refused).toEqual([
    expect.objectContaining({ record: 'unknown account', detail: 'too many from this address' }),
  ]);
});

test('no inbox page, route or action gives anything but a redirect to sign in without a session', async () => {
  for (const route of [
    '/inbox',
    '/inbox/two-factor',
    '/inbox/site-speed',
    '/inbox/export?format=csv',
    '/inbox/export?format=json',
  ]) {
    const answer = await requestFrom(`${BASE}${route}`);
    expect([303, 307], route).toContain(answer.status);
    expect(answer.location, route).toBe(signInPath(route));
    expect(answer.body, route).not.toContain('@agency.in');
  }

  // The actions, as a signed-in admin's pages name them, posted without the session.
  const login = await postForm(`${BASE}/inbox/sign-in`, {
    ...formFields((await requestFrom(`${BASE}/inbox/sign-in`)).body),
    email: 'tara@agency.in',
    password: OPERATOR_PASSWORD,
  });
  const cookie = cookieHeader(login);
  const home = (await requestFrom(`${BASE}/inbox`, { headers: { Cookie: cookie } })).body;
  const twoFactor = (await requestFrom(`${BASE}/inbox/two-factor`, { headers: { Cookie: cookie } }))
    .body;
  const actions = {
    'sign out': formFields(home, 0),
    'two-factor set-up': { ...formFields(twoFactor, 1), password: OPERATOR_PASSWORD },
  };
  for (const [name, fields] of Object.entries(actions)) {
    const answer = await postForm(`${BASE}/inbox/two-factor`, fields);
    expect(answer.status, name).toBe(303);
    expect(answer.location, name).toMatch(/^\/inbox\/sign-in/);
    expect(answer.body, name).not.toContain('tara@agency.in');
  }
});

test('an operator turns on two-factor sign-in, and then signs in with the app’s code', async ({
  page,
}) => {
  await page.goto(`${BASE}/inbox/sign-in?next=%2Finbox%2Ftwo-factor`);
  await fillSignIn(page, 'tara@agency.in');
  await expect(page.getByText(twoFactorCopy.off)).toBeVisible();
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: twoFactorCopy.start }).click();
  await expect(page.getByText(twoFactorCopy.wrongPassword)).toBeVisible();
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: twoFactorCopy.start }).click();
  const key = (await page.locator('code').textContent())!;
  await page.getByLabel('Code').fill('000000' === totpCode(key) ? '111111' : '000000');
  await page.getByRole('button', { name: twoFactorCopy.finish }).click();
  await expect(page.getByText(twoFactorCopy.wrongCode)).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(key));
  await page.getByRole('button', { name: twoFactorCopy.finish }).click();
  await expect(page).toHaveURL(`${BASE}/inbox`);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await fillSignIn(page, 'tara@agency.in');
  await expect(page.getByRole('heading', { name: twoFactorCopy.codeTitle })).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(key));
  await page.getByRole('button', { name: twoFactorCopy.verify }).click();
  await expect(page).toHaveURL(`${BASE}/inbox`);

  const tara = (await accessLog(env)).filter(({ operator }) => operator === 'tara@agency.in');
  expect(tara.map(({ action, detail }) => `${action}: ${detail}`)).toEqual(
    expect.arrayContaining([
      'two-factor-failed: password wrong',
      'two-factor-failed: code wrong',
      'two-factor-enabled: -',
      'sign-in: password right; two-factor code asked',
      'sign-in: two-factor code',
    ]),
  );
});

test('where two-factor is required, an operator without it sets it up before anything else', async ({
  page,
}) => {
  const port = PORT + 1;
  const required = {
    ...env,
    LEADS_DB_PATH: path.join(site.dir, 'required.db'),
    OPERATOR_TWO_FACTOR: 'required',
  };
  await startServer(port, required);
  await waitUntilUp(port);
  await runLeads(
    [
      'operator',
      'add',
      '--email',
      'new@agency.in',
      '--name',
      'New Counsellor',
      '--role',
      'counsellor',
      '--password-stdin',
    ],
    required,
    OPERATOR_PASSWORD,
  );
  await page.goto(`http://127.0.0.1:${port}/inbox`);
  await fillSignIn(page, 'new@agency.in');
  await expect(page).toHaveURL(`http://127.0.0.1:${port}/inbox/two-factor?next=%2Finbox`);
  await expect(page.getByText(twoFactorCopy.required)).toBeVisible();
  await page.goto(`http://127.0.0.1:${port}/inbox`);
  await expect(page).toHaveURL(`http://127.0.0.1:${port}/inbox/two-factor?next=%2Finbox`);
});

test.describe('on a phone, by keyboard', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('signs in with the keyboard alone; each inbox page has no axe violation', async ({
    page,
  }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${BASE}/inbox/sign-in`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type('ravi@agency.in');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await expect(page.getByText(signInCopy.wrong)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BASE}/inbox`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BASE}/inbox/two-factor`);
    expect(await axeViolations(page)).toEqual([]);
    // On a phone the way out is in the bar's menu.
    await page.locator('summary:visible', { hasText: navCopy.menu }).focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await signOut.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${BASE}/inbox/sign-in`);
    // Each page's scripts ran under its nonce.
    expect(blocked).toEqual([]);
  });
});
