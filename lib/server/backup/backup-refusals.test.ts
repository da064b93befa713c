/** @jest-environment node */
// A restore refuses, before it changes anything, what it cannot put back safely (docs/operations.md#restore):
// a store in use, a backup sealed with another key, a damaged file, a newer schema's backup.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sampleAdmission } from '@/test-support/sample-lead';
import { backupStore, type BackupStore } from '@/test-support/backup-stores';
import { ENGINES } from '@/test-support/test-databases';
import { openStore } from '../arrival/open-store';
import type { ServerConfig } from '../server-config';
import { inCopyWorker, type SealedOut } from '../store/copy/copy-worker';
import { backupKey } from './backup-key';
import { sealBackup } from './backup-file';
import { restoreBackup } from './restore-backup';
import { takeBackup, type TakenBackup } from './take-backup';

jest.setTimeout(60_000);

/** Seals a file as a snapshot seals SQLite's copy. */
const encryptFile = async (source: string, out: SealedOut) =>
  void (await inCopyWorker({ encrypt: { source, out } }));

describe.each(ENGINES)('%s restore refusals', (engine) => {
  let fresh: BackupStore;
  let config: ServerConfig;
  let taken: TakenBackup;

  beforeEach(async () => {
    fresh = await backupStore(engine);
    ({ config } = fresh);
    const store = await openStore(config);
    await store.insertLead(sampleAdmission());
    taken = await takeBackup(store.database, config.databaseUrl, config.backup!);
    await store.close();
  });
  afterEach(async () => {
    await fresh.drop();
  });

  /** The store's leads: untouched by a refused restore. */
  async function leadCount() {
    const store = await openStore(config, 'read');
    try {
      return (await store.database.db.selectFrom('leads').select('id').execute()).length;
    } finally {
      await store.close();
    }
  }

  const restore = (file = taken.file) => restoreBackup(file, config, config.backup!);

  it('refuses while the store is open (a running server)', async () => {
    const running = await openStore(config);
    try {
      await expect(restore()).rejects.toThrow(
        engine === 'sqlite'
          ? `The lead store at ${path.resolve(config.dbPath)} is in use (the server, or a command, has it open): stop the server first.`
          : /^The lead database has \d+ other connection\(s\) \(an instance, or a command\): stop every instance first\.$/,
      );
    } finally {
      await running.close();
    }
  });

  it('refuses a backup sealed with another key', async () => {
    fs.writeFileSync(config.backup!.keyFile, `${randomBytes(32).toString('base64')}\n`);
    await expect(restore()).rejects.toThrow(
      `${taken.file} was sealed with another key than BACKUP_KEY_FILE's: restore it with the key that was in use when it was taken.`,
    );
    expect(await leadCount()).toBe(1);
  });

  it('refuses a damaged file', async () => {
    const bytes = fs.readFileSync(taken.file);
    bytes[bytes.length - 40] ^= 0xff;
    fs.writeFileSync(taken.file, bytes);
    await expect(restore()).rejects.toThrow(
      `${taken.file} is damaged: its contents fail the check of their tag; nothing was restored.`,
    );
    expect(await leadCount()).toBe(1);
  });

  it("refuses a newer schema's backup", async () => {
    const newer = path.join(config.backup!.dir, 'leads-2099-01-01T00-00-00-000Z.backup');
    const copy = path.join(config.backup!.dir, '..', 'not-read.gz');
    fs.writeFileSync(copy, 'not read');
    await sealBackup(
      (out) => encryptFile(copy, out),
      {
        ...taken.header,
        migrations: [...taken.header.migrations, '999-from-the-future'],
      },
      backupKey(config.backup!),
      newer,
    );
    await expect(restore(newer)).rejects.toThrow(
      `${newer} was taken by a newer version of the site (its schema has 999-from-the-future, which this version does not know): restore it with that version or a later one.`,
    );
    expect(await leadCount()).toBe(1);
  });

  it('leaves no file when the copy it seals cannot be read', async () => {
    const cut = path.join(config.backup!.dir, 'leads-2026-12-07T10-00-00-000Z.backup');
    const gone = path.join(config.backup!.dir, '..', 'gone.gz');
    await expect(
      sealBackup((out) => encryptFile(gone, out), taken.header, backupKey(config.backup!), cut),
    ).rejects.toThrow(`copy-worker-process.mjs: ENOENT: no such file or directory, open '${gone}'`);
    expect(fs.readdirSync(config.backup!.dir).sort()).toEqual([path.basename(taken.file)]);
  });

  it('keeps its key outside the backup folder, readable by its owner only', () => {
    const { keyFile, dir: backups } = config.backup!;
    expect(path.relative(backups, keyFile).startsWith('..')).toBe(true);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(taken.file).mode & 0o777).toBe(0o600);
    expect(() => backupKey({ ...config.backup!, keyFile: path.join(backups, 'key') })).toThrow(
      'must not be in BACKUP_DIR: a copy of the backups would carry their key.',
    );
  });
});
