// Test support: a fresh store on either engine with a backup folder of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverConfig, type ServerConfig } from '@/lib/server/server-config';
import { freshDatabase, type Engine, type TestDatabase } from './test-databases';

export type BackupStore = { database: TestDatabase; config: ServerConfig; drop(): Promise<void> };

export async function backupStore(engine: Engine): Promise<BackupStore> {
  const database = await freshDatabase(engine);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-backups-'));
  return {
    database,
    config: serverConfig({ ...database.env, BACKUP_DIR: path.join(dir, 'backups') }),
    async drop() {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
