// How long a backup of a 100,000-lead store takes on each engine, and how large it is
// (docs/performance.md#backups). Run: node scripts/test/with-postgres.mjs tsx --conditions=react-server scripts/bench/backup.ts
// The leads' p95 while a backup runs (the issue's second half) is not measured here yet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '@/lib/server/arrival/open-store';
import { takeBackup } from '@/lib/server/backup/take-backup';
import { serverConfig } from '@/lib/server/server-config';
import { ENGINES, freshDatabase } from '@/test-support/test-databases';
import { seedInbox } from './inbox-seed';

const LEADS = 100_000;

async function main() {
  for (const engine of ENGINES) {
    const database = await freshDatabase(engine);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-bench-backup-'));
    const config = serverConfig({ ...database.env, BACKUP_DIR: path.join(dir, 'backups') });
    const store = await openStore(config);
    try {
      await seedInbox(store.database, LEADS, new Date());
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < 3; run += 1) {
        const start = performance.now();
        const taken = await takeBackup(
          store.database,
          config.databaseUrl,
          config.backup!,
          () => new Date(Date.now() + run),
        );
        times.push(performance.now() - start);
        bytes = taken.bytes;
      }
      const median = times.sort((a, b) => a - b)[1];
      console.log(
        `${engine}: ${LEADS} leads, backup ${(median / 1000).toFixed(2)} s (median of 3), ${(bytes / 1024 ** 2).toFixed(1)} MB`,
      );
    } finally {
      await store.close();
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

void main();
