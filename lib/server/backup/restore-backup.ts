import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import pg from 'pg';
import { openStore } from '../arrival/open-store';
import type { ServerConfig } from '../server-config';
import { MIGRATIONS } from '../store/migrations/index';
import { backupKey, type BackupSettings } from './backup-key';
import { BackupRefused, openBackup, readHeader, syncFile, type BackupHeader } from './backup-file';
import { clientConnection, postgresBin, runClient } from './engine-copy';
import { erasureLedger } from './erasure-ledger';
import { replayLedger, type Replayed } from './ledger-replay';

// `leads restore FILE` (docs/operations.md#restore): the store put back from a backup, with the
// server stopped, then every erasure, withdrawal and retention run made since the backup done
// again from the erasure ledger, and the leads the restore loses named.

/** A lead in the store being replaced that the backup does not hold: lost by the restore. */
export type LostLead = { id: number; received_at: string };

export type RestoreReport = {
  header: BackupHeader;
  replayed: Replayed;
  /** Null when the store being replaced could not be read (gone with its disk). */
  lost: LostLead[] | null;
};

/** Refuses a backup this code cannot put back: another engine's, or a newer schema's. */
function refuseUnfit(file: string, header: BackupHeader, engine: 'sqlite' | 'postgres') {
  if (header.engine !== engine)
    throw new BackupRefused(
      `${file} is a ${header.engine} backup; this store is ${engine} (DATABASE_URL ${engine === 'postgres' ? 'set' : 'unset'}).`,
    );
  const known = new Set(MIGRATIONS.map(({ name }) => name));
  const newer = header.migrations.filter((name) => !known.has(name));
  if (newer.length)
    throw new BackupRefused(
      `${file} was taken by a newer version of the site (its schema has ${newer.join(', ')}, which this version does not know): restore it with that version or a later one.`,
    );
}

/**
 * Whether another connection has the SQLite file open (a running server, a command): each one
 * keeps a shared lock on a write-ahead-logged file while it is open, so an exclusive lock is
 * granted only when this is the file's one connection. The lock is the file's own, so a server
 * killed -9 leaves none behind.
 */
function refuseOpenSqlite(file: string) {
  if (!fs.existsSync(file)) return;
  let handle: BetterSqlite.Database | undefined;
  try {
    handle = new BetterSqlite(file, { fileMustExist: true, timeout: 0 });
    handle.pragma('locking_mode = EXCLUSIVE');
    handle.exec('begin exclusive');
    handle.exec('commit');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY'))
      throw new BackupRefused(
        `The lead store at ${path.resolve(file)} is in use (the server, or a command, has it open): stop the server first.`,
      );
    // A damaged or unreadable store: the restore replaces it.
  } finally {
    handle?.close();
  }
}

/** Another session on the PostgreSQL database: an instance still running. */
async function refuseOpenPostgres(client: pg.Client) {
  const { rows } = await client.query<{ count: string }>(
    'select count(*) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  if (Number(rows[0].count) > 0)
    throw new BackupRefused(
      `The lead database has ${rows[0].count} other connection(s) (an instance, or a command): stop every instance first.`,
    );
}

/** The leads after the backup's newest in a SQLite store that can still be read. */
function lostFromSqlite(file: string, lastLeadId: number): LostLead[] | null {
  if (!fs.existsSync(file)) return null;
  try {
    const handle = new BetterSqlite(file, { readonly: true, fileMustExist: true });
    try {
      return handle
        .prepare('select id, received_at from leads where id > ? order by id')
        .all(lastLeadId) as LostLead[];
    } finally {
      handle.close();
    }
  } catch {
    return null;
  }
}

async function lostFromPostgres(client: pg.Client, lastLeadId: number) {
  try {
    const { rows } = await client.query<{ id: number; received_at: Date }>(
      'select id, received_at from leads where id > $1 order by id',
      [lastLeadId],
    );
    return rows.map(({ id, received_at }) => ({
      id,
      received_at: new Date(received_at).toISOString(),
    }));
  } catch {
    return null;
  }
}

/** Puts a checked copy in place of the SQLite store: a whole file renamed over it, its log gone. */
export async function putBackSqlite(copy: string, file: string) {
  const check = new BetterSqlite(copy, { fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupRefused(
        `The backup's store fails SQLite's integrity check: ${String(result)}`,
      );
  } finally {
    check.close();
  }
  for (const log of [`${file}-wal`, `${file}-shm`]) fs.rmSync(log, { force: true });
  await fs.promises.rename(copy, file);
  await syncFile(file);
}

/** Loads a dump into the PostgreSQL database, in place of everything in its schema. */
export async function putBackPostgres(client: pg.Client, url: string, dump: string) {
  await client.query('drop schema public cascade');
  await client.query('create schema public');
  const { url: target, env } = clientConnection(url);
  await runClient(
    await postgresBin(client, 'psql'),
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '-v',
      'ON_ERROR_STOP=1',
      '--file',
      dump,
      `--dbname=${target}`,
    ],
    env,
  ).done;
}

/**
 * Restores `file` into the configured store (the server stopped), then does again what the
 * erasure ledger holds since the backup. Refuses a store in use, a wrong key, a damaged file and a
 * newer schema's backup before it changes anything.
 */
export async function restoreBackup(
  file: string,
  config: ServerConfig,
  backup: BackupSettings,
): Promise<RestoreReport> {
  if (!fs.existsSync(file)) throw new BackupRefused(`No backup at ${path.resolve(file)}.`);
  const key = backupKey(backup);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  refuseUnfit(file, readHeader(file).header, engine);
  // A store lost with its folder (a new disk) is restored into the folder made again.
  if (engine === 'sqlite')
    fs.mkdirSync(path.dirname(path.resolve(config.dbPath)), { recursive: true });
  const scratch = fs.mkdtempSync(
    engine === 'sqlite'
      ? path.join(path.dirname(path.resolve(config.dbPath)), '.restoring-')
      : path.join(os.tmpdir(), 'leadwise-restore-'),
  );
  try {
    const copy = path.join(scratch, engine === 'sqlite' ? 'leads.db' : 'dump.sql');
    let lost: LostLead[] | null;
    let header: BackupHeader;
    if (engine === 'sqlite') {
      refuseOpenSqlite(config.dbPath);
      header = await openBackup(file, key, copy);
      lost = lostFromSqlite(config.dbPath, header.lastLeadId);
      await putBackSqlite(copy, config.dbPath);
    } else {
      const client = new pg.Client(config.databaseUrl!);
      await client.connect();
      try {
        await refuseOpenPostgres(client);
        header = await openBackup(file, key, copy);
        lost = await lostFromPostgres(client, header.lastLeadId);
        await putBackPostgres(client, config.databaseUrl!, copy);
      } finally {
        await client.end();
      }
    }
    // Opened as the server opens it: a backup from an older version is brought up to date first.
    const store = await openStore(config, 'serve');
    try {
      const replayed = await replayLedger(
        store.database,
        erasureLedger(backup.dir, () => key),
        header.takenAt,
      );
      return { header, replayed, lost };
    } finally {
      await store.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
