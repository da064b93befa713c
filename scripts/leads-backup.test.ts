/** @jest-environment node */
// The backup commands run as an operator runs them (npm run leads), on a SQLite store: a backup,
// the list, the drill, a restore, and a backup killed mid-write leaving nothing a restore takes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runLeads } from '@/test-support/leads-command';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { serverConfig } from '@/lib/server/server-config';
import { openStore } from '@/lib/server/arrival/open-store';
import { backupFiles } from '@/lib/server/backup/backup-list';

jest.setTimeout(180_000);

let database: TestDatabase;
let backups: string;

beforeEach(async () => {
  database = await freshDatabase('sqlite');
  backups = path.join(path.dirname(database.env.LEADS_DB_PATH), 'backups');
  const store = await openStore(serverConfig(database.env));
  for (let i = 0; i < 3; i += 1) await store.insertLead(sampleAdmission(newPerson()));
  await store.close();
});
afterEach(() => database.drop());

const leads = (...args: string[]) => runLeads(database.env, ...args);

it('takes a backup, lists it, verifies it and restores it', async () => {
  expect((await leads('backup', 'list')).stdout).toBe(`No backups in ${backups} yet.\n`);

  const taken = await leads('backup');
  expect(taken.code).toBe(0);
  const [file] = backupFiles(backups);
  expect(taken.stdout).toMatch(
    new RegExp(`^Backed up 3 leads \\(up to lead #3\\) to ${file.file} \\(\\d+\\.\\d KB\\)\\.\\n$`),
  );

  const listed = await leads('backup', 'list');
  expect(listed.stdout).toMatch(
    new RegExp(
      `^Backups in ${backups}, oldest first:\\n  ${path.basename(file.file)} +\\d+\\.\\d KB  0 min old\\n$`,
    ),
  );

  const verified = await leads('backup', 'verify');
  expect(verified.code).toBe(0);
  expect(verified.stdout).toContain(`Verified: ${path.basename(file.file)}, taken `);
  expect(verified.stdout).toContain('Leads: 3 restored, 3 backed up.');

  const restored = await leads('restore', file.file);
  expect(restored).toMatchObject({ code: 0, stderr: '' });
  expect(restored.stdout).toContain(
    `Restored the backup taken ${file.takenAt}: 3 leads, up to lead #3.`,
  );
  expect(restored.stdout).toContain('Lost: no lead arrived after the backup.');

  expect(await leads('restore')).toMatchObject({
    code: 2,
    stderr: expect.stringContaining('restore needs the backup file: npm run leads -- restore FILE'),
  });
});

it('does the ledger again on a store recovered by other means (point-in-time recovery)', async () => {
  const person = newPerson();
  const store = await openStore(serverConfig(database.env));
  await store.insertLead(sampleAdmission({ name: 'Tara', ...person }));
  await store.close();
  const recoveredTo = new Date().toISOString();
  const file = database.env.LEADS_DB_PATH;
  fs.copyFileSync(file, `${file}.earlier`);
  expect((await leads('erase', '--email', person.email, '--yes')).code).toBe(0);
  // The store recovered to a moment before the erasure.
  fs.renameSync(`${file}.earlier`, file);

  const replayed = await leads('backup', 'replay', '--since', recoveredTo);

  expect(replayed).toMatchObject({ code: 0, stderr: '' });
  expect(replayed.stdout).toBe(
    `Done again from the erasure ledger (1 entry since ${recoveredTo}): erased leads #4; withdrawn leads none.\n`,
  );
  expect((await leads('backup', 'replay')).stderr).toContain(
    'backup replay needs --since TIME, the time the store was recovered to (ISO 8601)',
  );
});

it('leaves no file a restore would take when a backup is killed mid-write', async () => {
  // Enough of a store that its sealing takes a while: leads with long, incompressible courses.
  const store = await openStore(serverConfig(database.env));
  for (let i = 0; i < 200; i += 1)
    await store.insertLead(
      sampleAdmission({ ...newPerson(), course: randomBytes(60_000).toString('base64') }),
    );
  await store.close();
  fs.mkdirSync(backups, { recursive: true });

  const child = spawn(
    'node',
    ['--import', 'tsx', '--conditions=react-server', 'scripts/leads.ts', 'backup'],
    { env: { ...process.env, ...database.env }, stdio: 'ignore' },
  );
  // Killed the moment its temporary file appears: the backup is being written.
  await new Promise<void>((resolve) => {
    const watcher = fs.watch(backups, (_, name) => {
      if (!name?.startsWith('.partial-')) return;
      child.kill('SIGKILL');
      watcher.close();
      resolve();
    });
  });
  await new Promise((resolve) => child.once('exit', resolve));

  expect(fs.readdirSync(backups).some((name) => name.startsWith('.partial-'))).toBe(true);
  expect(backupFiles(backups)).toEqual([]);
  expect((await leads('backup', 'verify')).stdout).toBe(
    'No backup to verify yet: take one with `npm run leads -- backup`.\n',
  );
});
