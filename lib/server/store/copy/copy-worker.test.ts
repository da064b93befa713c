/** @jest-environment node */
// The copy worker (docs/operations.md#backups): the store's copies and the programs a backup runs,
// started once at the idle priority; a worker killed fails what it was asked, and the next task
// starts another.
import { createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleAdmission } from '@/test-support/sample-lead';
import { openStore, type OpenedStore } from '../../arrival/open-store';
import { serverConfig } from '../../server-config';
import { MIGRATIONS } from '../migrations';
import { inCopyWorker, type SealedOut } from './copy-worker';

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

const key = randomBytes(32);
const iv = randomBytes(12);
const aad = Buffer.from('a header');

/** A file a program's output is sealed into, under this test's key. */
const sealedOut = (name: string): SealedOut => ({
  file: path.join(dir, name),
  prefix: Buffer.from('LEADWISE-TEST\n').toString('base64'),
  key: key.toString('base64'),
  iv: iv.toString('base64'),
  aad: aad.toString('base64'),
});

/** What was sealed into `out`, opened and its tag checked. */
function opened(out: SealedOut) {
  const bytes = fs.readFileSync(out.file);
  const prefix = Buffer.from(out.prefix, 'base64');
  expect(bytes.subarray(0, prefix.length).toString()).toBe('LEADWISE-TEST\n');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(bytes.subarray(-16));
  return Buffer.concat([
    decipher.update(bytes.subarray(prefix.length, -16)),
    decipher.final(),
  ]).toString('utf8');
}

/** The worker's process: the parent of a program it runs (chrt execs node in its own place). */
async function workerPid() {
  const out = sealedOut('parent.txt');
  await inCopyWorker({
    program: { command: 'sh', args: ['-c', 'echo $PPID'], out },
  });
  const pid = Number(opened(out));
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
  const out = sealedOut('policy.txt');
  await inCopyWorker({
    program: { command: 'sh', args: ['-c', 'chrt -p $$'], out },
  });
  expect(opened(out)).toMatch(/current scheduling policy: SCHED_IDLE\n/);
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

it("seals a program's output whole and 0600, read a slice at a time, nothing in the clear", async () => {
  const out = sealedOut('dump.txt');
  await inCopyWorker({ program: { command: 'seq', args: ['1', '400000'], out } });
  expect(fs.readFileSync(out.file, 'utf8')).not.toContain('\n399999\n');
  const lines = opened(out).split('\n');
  expect(lines).toHaveLength(400_001);
  expect(lines.slice(-2)).toEqual(['400000', '']);
  expect(lines.every((line, i) => i === 400_000 || line === String(i + 1))).toBe(true);
  expect(fs.statSync(out.file).mode & 0o777).toBe(0o600);
});

it('writes the output of a program that ends at once, every time', async () => {
  const outs = Array.from({ length: 100 }, (_, i) => sealedOut(`quick-${i}.txt`));
  for (const [i, out] of outs.entries())
    await inCopyWorker({ program: { command: 'echo', args: [String(i)], out } });
  expect(outs.map(opened)).toEqual(outs.map((_, i) => `${i}\n`));
});
