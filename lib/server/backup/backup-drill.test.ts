/** @jest-environment node */
// The drill (docs/operations.md#the-drill), on both engines: leads arriving, a backup, more leads,
// a person in the backup erased, the store lost, the restore: every lead acknowledged before the
// backup is back, the erased person is nowhere (every text column of every table searched), and
// the report says which leads the restore lost.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { findPerson } from '@/test-support/store-search';
import { backupStore, type BackupStore } from '@/test-support/backup-stores';
import { ENGINES } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { personalData } from '../privacy/personal-data';
import { leadRetention } from '../privacy/retention';
import type { ServerConfig } from '../server-config';
import { backupFiles } from './backup-list';
import { formatRestore } from './backup-text';
import { ledgerOf } from './erasure-ledger';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';
import { verifyNewest } from './verify-backup';

jest.setTimeout(120_000);

describe.each(ENGINES)('%s backup drill', (engine) => {
  let fresh: BackupStore;
  let config: ServerConfig;

  beforeEach(async () => {
    fresh = await backupStore(engine);
    ({ config } = fresh);
  });
  afterEach(async () => {
    await fresh.drop();
  });

  /** A lead of a new person, stored: its person and its number once acknowledged. */
  async function arrive(store: OpenedStore) {
    const person = newPerson();
    const result = await store.insertLead(sampleAdmission({ name: 'Asha', ...person }));
    expect(result).toEqual({ stored: true, id: expect.any(Number) });
    return { ...person, id: (result as { id: number }).id };
  }

  /** The disk dies: the store is gone. */
  async function loseStore() {
    if (engine === 'sqlite')
      for (const suffix of ['', '-wal', '-shm'])
        fs.rmSync(`${config.dbPath}${suffix}`, { force: true });
    else {
      const client = new pg.Client(config.databaseUrl!);
      await client.connect();
      await client.query('drop schema public cascade');
      await client.query('create schema public');
      await client.end();
    }
  }

  it('restores every lead acknowledged before the backup, and never the person erased since', async () => {
    const store = await openStore(config);
    const before = [];
    for (let i = 0; i < 5; i += 1) before.push(await arrive(store));
    // Leads keep arriving while the backup is taken: each is in it or reported lost, never half.
    const during = Promise.all([arrive(store), arrive(store), arrive(store)]);
    const taken = await takeBackup(store.database, config.databaseUrl, config.backup!);
    await during;
    const after = [await arrive(store), await arrive(store)];
    const erased = before[1];
    const ledger = ledgerOf(config.backup);
    await personalData(store.database, ledger).erase(erased, {
      at: new Date(),
      by: 'test',
    });
    await store.close();
    await loseStore();

    const report = await restoreBackup(taken.file, config, config.backup!);

    const restored = await openStore(config, 'read');
    try {
      const ids = (
        await restored.database.db.selectFrom('leads').select(['id', 'email']).execute()
      ).map(({ id, email }) => ({ id, email }));
      for (const lead of before.filter((lead) => lead !== erased))
        expect(ids).toContainEqual({ id: lead.id, email: lead.email });
      expect(ids.map(({ id }) => id)).toContain(erased.id);
      expect(await findPerson(restored.database.db, engine, erased)).toEqual([]);
      for (const lead of after) expect(ids.map(({ id }) => id)).not.toContain(lead.id);
    } finally {
      await restored.close();
    }
    expect(report.replayed.erasedLeads).toEqual([erased.id]);
    expect(report.lost).toBeNull();
    expect(formatRestore(report)).toContain(
      `every lead after #${taken.header.lastLeadId} (received after ${taken.header.takenAt}) is lost`,
    );
    expect(formatRestore(report)).toContain(`erased leads #${erased.id}`);
  });

  it('names the leads lost when the store it replaces can still be read', async () => {
    const store = await openStore(config);
    await arrive(store);
    const taken = await takeBackup(store.database, config.databaseUrl, config.backup!);
    const after = [await arrive(store), await arrive(store)];
    await store.close();

    const report = await restoreBackup(taken.file, config, config.backup!);

    expect(report.lost?.map(({ id }) => id)).toEqual(after.map(({ id }) => id));
    expect(formatRestore(report)).toContain(
      `Lost: 2 leads arrived after the backup and are not in it: #${after[0].id} (`,
    );
  });

  it('verifies the newest backup in a temporary store against the ledger', async () => {
    const store = await openStore(config);
    const gone = await arrive(store);
    // The next lead's id far on: a PostgreSQL backup counts the leads 10,000 ids at a time.
    await sql`${sql.raw(
      engine === 'sqlite'
        ? `update sqlite_sequence set seq = 24999 where name = 'leads'`
        : `select setval(pg_get_serial_sequence('leads', 'id'), 24999)`,
    )}`.execute(store.database.db);
    expect((await arrive(store)).id).toBe(25_000);
    await personalData(store.database, ledgerOf(config.backup)).erase(gone, {
      at: new Date(),
      by: 'test',
    });
    const taken = await takeBackup(store.database, config.databaseUrl, config.backup!);
    await store.close();
    expect(taken.header).toMatchObject({ leads: 2, lastLeadId: 25_000 });

    const verified = await verifyNewest(config, config.backup!);

    expect(verified).toMatchObject({ leads: 2, stillHeld: [], ok: true });
    expect(backupFiles(config.backup!.dir)).toHaveLength(1);
  });

  it('records withdrawals and retention runs without personal data, and does them again', async () => {
    const store = await openStore(config);
    const withdrawn = await arrive(store);
    const idle = await arrive(store);
    const taken = await takeBackup(store.database, config.databaseUrl, config.backup!);
    const ledger = ledgerOf(config.backup);
    await personalData(store.database, ledger).withdraw(withdrawn, { at: new Date(), by: 'test' });
    await leadRetention(store.database, ledger).run({
      now: new Date(Date.now() + 400 * 86_400_000),
      days: 365,
    });
    await store.close();

    const text = fs.readFileSync(path.join(config.backup!.dir, 'erasure-ledger.jsonl'), 'utf8');
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).action),
    ).toEqual(['withdraw', 'retention']);
    for (const person of [withdrawn, idle])
      for (const value of [person.phone, person.email, person.email.split('@')[0]])
        expect(text).not.toContain(value);

    const report = await restoreBackup(taken.file, config, config.backup!);

    expect(report.replayed).toEqual({
      entries: 2,
      erasedLeads: [withdrawn.id, idle.id],
      withdrawnLeads: [withdrawn.id],
    });
    const restored = await openStore(config, 'read');
    try {
      for (const person of [withdrawn, idle])
        expect(await findPerson(restored.database.db, engine, person)).toEqual([]);
    } finally {
      await restored.close();
    }
  });
});
