/** @jest-environment node */
// `npm run leads -- university …` as a set-up script runs it, on a SQLite store: a destination
// with its credential piped in (never shown back, never in the access log), a master sheet, the
// status, and what it refuses.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { TEST_SECRET } from '@/scripts/test/fake-university.mjs';
import { serverConfig } from '@/lib/server/server-config';
import { openStore } from '@/lib/server/arrival/open-store';

jest.setTimeout(600_000);

let database: TestDatabase;

beforeAll(async () => {
  database = await freshDatabase('sqlite');
  await (await openStore(serverConfig(database.env))).close();
});
afterAll(() => database.drop());

/** The command's exit code, standard output and error, with `stdin` piped in. */
function leads(args: string[], stdin = '') {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'leads', '--', 'university', ...args],
      { env: { ...process.env, ...database.env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

it('sets a destination from stdin, a sheet from a file, and shows the status without the secret', async () => {
  expect(
    await leads(
      [
        'delivery',
        '--university',
        'amity',
        '--adapter',
        'generic',
        '--url',
        'https://crm.amity.example/leads',
        '--secret-stdin',
        '--daily-cap',
        '50',
      ],
      `${TEST_SECRET}\n`,
    ),
  ).toEqual({
    code: 0,
    stdout: 'Amity University: generic to crm.amity.example, at most 50 a day (India time).\n',
    stderr: '',
  });
  expect(await leads(['delivery', '--university', 'lpu', '--adapter', 'portal'])).toMatchObject({
    code: 0,
    stdout: 'Lovely Professional University: taken from its portal.\n',
  });
  const sheet = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'master.csv');
  fs.writeFileSync(sheet, 'kind,ours,theirs\ncourse,MBA,MBA-FT\ncity,Indore,Indore (MP)\n');
  expect(await leads(['mapping', '--university', 'amity', '--file', sheet])).toMatchObject({
    code: 0,
    stdout: 'Amity University: 2 rows (course, city); 0 held leads looked at again.\n',
  });
  const status = await leads(['status']);
  expect(status.code).toBe(0);
  expect(status.stdout.split('\n')).toEqual(
    expect.arrayContaining([
      'amity: generic to crm.amity.example; 0/50 today; today 0 delivered (0 accepted, 0 duplicate, 0 rejected, – accepted); 0 held, 0 pending',
      'lpu: portal; no cap; today 0 delivered (0 accepted, 0 duplicate, 0 rejected, – accepted); 0 held, 0 pending',
      'cu: off; no cap; today 0 delivered (0 accepted, 0 duplicate, 0 rejected, – accepted); 0 held, 0 pending',
    ]),
  );
  const store = await openStore(serverConfig(database.env), 'read');
  try {
    const log = await store.database.db
      .selectFrom('access_log')
      .select(['action', 'detail'])
      .execute();
    expect(log.map((row) => row.action)).toEqual([
      'delivery-set',
      'delivery-set',
      'delivery-mapping-set',
    ]);
    const everything =
      JSON.stringify(
        await store.database.db.selectFrom('university_destinations').selectAll().execute(),
      ) + JSON.stringify(log);
    expect(everything).not.toContain(TEST_SECRET.slice(6, 30));
  } finally {
    await store.close();
  }
  expect(await leads(['delivery', '--university', 'cu', '--off'])).toMatchObject({
    code: 0,
    stdout: 'Chandigarh University: no delivery was set.\n',
  });
});

it('refuses a wrong university, a secret on no stdin, a bad secret and a bad sheet', async () => {
  const wrong = await leads(['delivery', '--university', 'iit', '--adapter', 'portal']);
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toContain('--university is one of: lpu, amity, cu');
  const noStdin = await leads([
    'delivery',
    '--university',
    'cu',
    '--adapter',
    'generic',
    '--url',
    'https://cu.example/l',
  ]);
  expect(noStdin.code).toBe(2);
  expect(noStdin.stderr).toContain('add --secret-stdin and pipe it in');
  const badSecret = await leads(
    [
      'delivery',
      '--university',
      'cu',
      '--adapter',
      'generic',
      '--url',
      'https://cu.example/l',
      '--secret-stdin',
    ],
    'hunter2\n',
  );
  expect(badSecret.code).toBe(2);
  expect(badSecret.stderr).toContain(
    'A generic destination takes a Standard Webhooks secret: whsec_ and base64.',
  );
  expect(badSecret.stderr).not.toContain('hunter2');
  const sheet = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-')), 'bad.csv');
  fs.writeFileSync(sheet, 'kind,ours,theirs\ncountry,India,IN\ncity,,X\n');
  const bad = await leads(['mapping', '--university', 'amity', '--file', sheet]);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain(
    'Line 2: kind is one of course, city, state.\nLine 3: ours and theirs are both needed.',
  );
});
