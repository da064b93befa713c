/** @jest-environment node */
// The server's backups on a schedule (docs/operations.md#backups-on-a-schedule), on both engines
// and an injected clock: one a round unless a fresh one is there or another instance holds the
// lock, the drill once a night in India, and the health answer's alert.
import path from 'node:path';
import pg from 'pg';
import { sampleAdmission } from '@/test-support/sample-lead';
import { backupStore, type BackupStore } from '@/test-support/backup-stores';
import { ENGINES } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import type { ServerConfig } from '../server-config';
import { backupHealth, writeDrillStatus } from './backup-health';
import { backupFiles } from './backup-list';
import { backupRound } from './backup-schedule';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
/** 02:30 in India: the drill's hours. */
const START = Date.parse('2026-12-05T21:00:00.000Z');

describe.each(ENGINES)('%s scheduled backups', (engine) => {
  let fresh: BackupStore;
  let config: ServerConfig;
  let store: OpenedStore;

  beforeEach(async () => {
    fresh = await backupStore(engine);
    ({ config } = fresh);
    store = await openStore(config);
    await store.insertLead(sampleAdmission());
  });
  afterEach(async () => {
    await store.close();
    await fresh.drop();
  });

  /** A round at `at`: the backups it took and the drills it ran. */
  async function round(at: number) {
    const taken: string[] = [];
    const verified: boolean[] = [];
    await backupRound(store.database, config, config.backup!, {
      now: () => new Date(at),
      onTaken: ({ file }) => taken.push(path.basename(file)),
      onVerified: (result) => result && verified.push(result.ok),
      onError: (error) => {
        throw error;
      },
    });
    return { taken, verified };
  }

  it('takes one backup an interval, and runs the drill once a night', async () => {
    const started = new Date(START - HOUR);
    expect(backupHealth(config.backup!, new Date(START), started)).toEqual({
      newest_age_seconds: null,
      alert: null,
    });
    expect(backupHealth(config.backup!, new Date(START + HOUR + 1), started)).toEqual({
      newest_age_seconds: null,
      alert: 'no backup yet',
    });
    expect(await round(START)).toEqual({
      taken: ['leads-2026-12-05T21-00-00-000Z.backup'],
      verified: [true],
    });
    expect(await round(START + HOUR / 2)).toEqual({ taken: [], verified: [] });
    expect(await round(START + HOUR)).toEqual({
      taken: ['leads-2026-12-05T22-00-00-000Z.backup'],
      verified: [],
    });
    expect(backupHealth(config.backup!, new Date(START + HOUR + 60_000), started)).toEqual({
      newest_age_seconds: 60,
      alert: null,
    });
    expect(backupHealth(config.backup!, new Date(START + 3 * HOUR + 60_000), started)).toEqual({
      newest_age_seconds: 2 * 3600 + 60,
      alert: 'the newest backup is 121 minutes old',
    });
    writeDrillStatus(config.backup!, {
      at: new Date(START).toISOString(),
      file: backupFiles(config.backup!.dir)[1].file,
      ok: false,
    });
    expect(backupHealth(config.backup!, new Date(START + HOUR), started).alert).toBe(
      'the last drill failed on leads-2026-12-05T22-00-00-000Z.backup (npm run leads -- backup verify)',
    );
  });

  it('runs the drill only from 02:00 to 05:59 in India, the first night round 20 hours after the last', async () => {
    // 15:30 in India: a backup, no drill.
    expect(await round(START + 13 * HOUR)).toEqual({ taken: [expect.any(String)], verified: [] });
    // 01:30 the next night: still none.
    expect((await round(START + 23 * HOUR)).verified).toEqual([]);
    // 02:30: the drill.
    expect((await round(START + 24 * HOUR)).verified).toEqual([true]);
    // 05:30 the same night: done already.
    expect((await round(START + 27 * HOUR)).verified).toEqual([]);
    // 06:30: outside the hours.
    expect((await round(START + 28 * HOUR)).verified).toEqual([]);
    // 05:30 the night after (27 hours later): the next drill.
    expect((await round(START + 51 * HOUR)).verified).toEqual([true]);
  });

  if (engine === 'postgres')
    it('takes none while another instance holds the backup lock', async () => {
      const other = new pg.Client(config.databaseUrl!);
      await other.connect();
      try {
        await other.query("select pg_advisory_lock(hashtextextended('backups', 0))");
        expect((await round(START)).taken).toEqual([]);
        await other.query("select pg_advisory_unlock(hashtextextended('backups', 0))");
        expect((await round(START)).taken).toHaveLength(1);
      } finally {
        await other.end();
      }
    });
});
