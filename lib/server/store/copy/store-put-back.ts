import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import pg from 'pg';
import type { ServerConfig } from '../../server-config';
import { syncFile } from '../../sync-file';
import { engineOf } from '../open-database';
import type { Engine } from '../schema';
import { inCopyWorker } from './copy-worker';
import { clientConnection, postgresBin } from './postgres-programs';

// A store put back from a snapshot's copy (store-snapshot.ts), on each engine: the configured
// store, the server stopped (`leads restore`), or a throwaway one for the drill.

/** Why the store cannot be put back, in words an operator acts on. */
export class StoreRefused extends Error {}

/** A lead in the store being replaced that the copy does not hold: lost by the restore. */
export type LostLead = { id: number; received_at: string };

/** Where a copy is put back: the copy opened into `copyFile` first, then `putBack()`. */
type Place = {
  engine: Engine;
  copyFile: string;
  /** Puts the copy at `copyFile` in place of everything the store held (SQLite's checked first). */
  putBack(): Promise<void>;
  close(): Promise<void>;
};

/** The configured store, to be put back while nothing else has it open. */
export type LivePlace = Place & {
  /** Refuses a store some server or command has open. */
  refuseInUse(): Promise<void>;
  /** The leads after `lastLeadId` in the store being replaced; null when it cannot be read. */
  leadsAfter(lastLeadId: number): Promise<LostLead[] | null>;
};

/** Puts a checked copy in place of the SQLite store: a whole file renamed over it, its log gone. */
async function putBackSqlite(copy: string, file: string) {
  const check = new BetterSqlite(copy, { fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new StoreRefused(
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
async function putBackPostgres(client: pg.Client, url: string, dump: string) {
  await client.query('drop schema public cascade');
  await client.query('create schema public');
  const { url: target, password } = clientConnection(url);
  await inCopyWorker({
    program: {
      command: await postgresBin(client, 'psql'),
      args: [
        '--no-psqlrc',
        '--quiet',
        '--single-transaction',
        '-v',
        'ON_ERROR_STOP=1',
        '--file',
        dump,
        `--dbname=${target}`,
      ],
      password,
    },
  });
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
      throw new StoreRefused(
        `The lead store at ${path.resolve(file)} is in use (the server, or a command, has it open): stop the server first.`,
      );
    // A damaged or unreadable store: the restore replaces it.
  } finally {
    handle?.close();
  }
}

/** The leads after the copy's newest in a SQLite store that can still be read. */
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

/** The configured SQLite file; the copy opened beside it, so that putting it back is a rename. */
function liveSqlite(dbPath: string): LivePlace {
  const file = path.resolve(dbPath);
  // A store lost with its folder (a new disk) is restored into the folder made again.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const scratch = fs.mkdtempSync(path.join(path.dirname(file), '.restoring-'));
  const copyFile = path.join(scratch, 'leads.db');
  return {
    engine: 'sqlite',
    copyFile,
    refuseInUse: async () => refuseOpenSqlite(file),
    leadsAfter: async (lastLeadId) => lostFromSqlite(file, lastLeadId),
    putBack: () => putBackSqlite(copyFile, file),
    close: async () => fs.rmSync(scratch, { recursive: true, force: true }),
  };
}

/** The configured PostgreSQL database, on a connection of the restore's own. */
async function livePostgres(url: string): Promise<LivePlace> {
  const client = new pg.Client(url);
  await client.connect();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-restore-'));
  const copyFile = path.join(scratch, 'dump.sql');
  return {
    engine: 'postgres',
    copyFile,
    async refuseInUse() {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      if (Number(rows[0].count) > 0)
        throw new StoreRefused(
          `The lead database has ${rows[0].count} other connection(s) (an instance, or a command): stop every instance first.`,
        );
    },
    async leadsAfter(lastLeadId) {
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
    },
    putBack: () => putBackPostgres(client, url, copyFile),
    async close() {
      await client.end();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Refuses a copy (`file`) of the other engine than the one the settings name. */
export function refuseOtherEngine(config: ServerConfig, file: string, engine: Engine) {
  const store = engineOf(config);
  if (engine !== store.engine)
    throw new StoreRefused(`${file} is a ${engine} backup; this store is ${store.described}.`);
}

/** The store the settings name, to be put back (`leads restore`, the server stopped). */
export function livePlace(config: ServerConfig): Promise<LivePlace> {
  return config.databaseUrl
    ? livePostgres(config.databaseUrl)
    : Promise.resolve(liveSqlite(config.dbPath));
}

/**
 * A throwaway store for the drill, never the live one: a SQLite file in a temporary folder, or a
 * database of its own beside the live one on the same PostgreSQL server. `config`: the settings
 * that open it; `close()` deletes it.
 */
export async function scratchPlace(
  config: ServerConfig,
): Promise<Place & { config: ServerConfig }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-verify-'));
  const dbPath = path.join(dir, 'leads.db');
  if (!config.databaseUrl) {
    const copyFile = path.join(dir, 'copy.db');
    return {
      engine: 'sqlite',
      copyFile,
      config: { ...config, dbPath, databaseUrl: null },
      putBack: () => putBackSqlite(copyFile, dbPath),
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const live = config.databaseUrl;
  const name = `leadwise_verify_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(live);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(live);
  scratch.pathname = `/${name}`;
  const url = scratch.toString();
  const copyFile = path.join(dir, 'dump.sql');
  return {
    engine: 'postgres',
    copyFile,
    config: { ...config, dbPath, databaseUrl: url },
    async putBack() {
      const client = new pg.Client(url);
      await client.connect();
      try {
        await putBackPostgres(client, url, copyFile);
      } finally {
        await client.end();
      }
    },
    async close() {
      const client = new pg.Client(live);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
