/** @jest-environment node */
// The copy worker (docs/operations.md#backups): the store's copies and the programs a backup runs,
// started once at the idle priority; a worker killed fails what it was asked, and the next task
// starts another.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleAdmission } from '@/test-support/sample-lead';
import { openStore, type OpenedStore } from '../../arrival/open-store';
import { serverConfig } from '../../server-config';
import { MIGRATIONS } from '../migrations';
import { inCopyWorker } from './copy-worker';

jest.setTimeout(60_000);

let dir: string;
let store: OpenedStore;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-worker-'));
  store = await openStore(serverConfig({ LEADS_DB_PATH: path.join(dir, 'leads.db') }));
  await store.insertLead(sampleAdmission());
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const copyTask = () => ({
  sqlite: {
    store: store.database.sqlite!.name,
    copy: path.join(dir, 'copy.db'),
    gz: path.join(dir, 'copy.db.gz'),
  },
});

/** The worker's process: the parent of a program it runs (chrt execs node in its own place). */
async function workerPid() {
  const out = path.join(dir, 'parent.txt');
  await inCopyWorker({
    program: { command: 'sh', args: ['-c', 'echo $PPID'], out },
  });
  const pid = Number(fs.readFileSync(out, 'utf8'));
  // Killing pid 0 would kill this test's whole process group.
  expect(pid).toBeGreaterThan(1);
  return pid;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('copies the store gzipped, with its facts, and leaves no ungzipped copy', async () => {
  expect(await inCopyWorker(copyTask())).toEqual({
    migrations: MIGRATIONS.map(({ name }) => name).sort(),
    leads: 1,
    lastLeadId: 1,
  });
  expect(fs.readdirSync(dir).sort()).toEqual([
    'copy.db.gz',
    'leads.db',
    'leads.db-shm',
    'leads.db-wal',
  ]);
  expect(fs.statSync(path.join(dir, 'copy.db.gz')).mode & 0o777).toBe(0o600);
});

it('runs its programs at the idle priority, and says why one failed', async () => {
  const out = path.join(dir, 'policy.txt');
  await inCopyWorker({
    program: { command: 'sh', args: ['-c', 'chrt -p $$'], out },
  });
  expect(fs.readFileSync(out, 'utf8')).toMatch(/current scheduling policy: SCHED_IDLE\n/);
  await expect(
    inCopyWorker({
      program: {
        command: 'sh',
        args: ['-c', 'echo "no such database" >&2; exit 3'],
      },
    }),
  ).rejects.toThrow('copy-worker-process.mjs: sh failed (3): no such database');
});

it('fails what a killed worker was asked, and the next task starts another', async () => {
  const first = await workerPid();
  const asked = inCopyWorker(copyTask());
  process.kill(first, 'SIGKILL');
  await expect(asked).rejects.toThrow(/^copy-worker-process\.mjs stopped \(SIGKILL\)/);
  expect(await inCopyWorker(copyTask())).toMatchObject({ leads: 1 });
  expect(alive(first)).toBe(false);
  const second = await workerPid();
  expect(second).not.toBe(first);
  expect(alive(second)).toBe(true);
});

it("writes a program's output whole and 0600, read a slice at a time", async () => {
  const out = path.join(dir, 'dump.txt');
  await inCopyWorker({ program: { command: 'seq', args: ['1', '400000'], out } });
  const lines = fs.readFileSync(out, 'utf8').split('\n');
  expect(lines).toHaveLength(400_001);
  expect(lines.slice(-2)).toEqual(['400000', '']);
  expect(lines.every((line, i) => i === 400_000 || line === String(i + 1))).toBe(true);
  expect(fs.statSync(out).mode & 0o777).toBe(0o600);
});

it('writes the output of a program that ends at once, every time', async () => {
  const outs = Array.from({ length: 100 }, (_, i) => path.join(dir, `quick-${i}.txt`));
  for (const [i, out] of outs.entries())
    await inCopyWorker({ program: { command: 'echo', args: [String(i)], out } });
  expect(outs.map((out) => fs.readFileSync(out, 'utf8'))).toEqual(outs.map((_, i) => `${i}\n`));
});
