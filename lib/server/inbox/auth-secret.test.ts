/** @jest-environment node */
import fs from 'node:fs';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import type { OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { operatorAuthSecret, secretFileOf } from './auth-secret';

// The operators' secret lives outside the database it protects (docs/operations.md#the-secret).

const storedSecrets = (store: OpenedStore) =>
  store.database.db.selectFrom('server_secrets').selectAll().execute();

describe.each(ENGINES)('%s operator secret', (engine) => {
  const store = withStore(engine);

  it('prefers the setting, and keeps nothing in the database', async () => {
    const config = { ...serverConfig(store.databaseEnv()), operatorAuthSecret: 's'.repeat(32) };
    expect(await operatorAuthSecret(config, store().database)).toBe('s'.repeat(32));
    expect(await storedSecrets(store())).toEqual([]);
  });

  it('moves a secret an older version kept in the store out of it once, so sessions live on', async () => {
    const { db } = store().database;
    await db
      .insertInto('server_secrets')
      .values({ name: 'operator-auth', value: 'an-older-versions-secret-of-43-characters-x' })
      .execute();
    const config = serverConfig(store.databaseEnv());
    if (engine === 'postgres') {
      // PostgreSQL's deployment sets it (to the stored value, to keep today's sessions).
      const set = { ...config, operatorAuthSecret: 'an-older-versions-secret-of-43-characters-x' };
      expect(await operatorAuthSecret(set, store().database)).toBe(set.operatorAuthSecret);
    } else {
      expect(await operatorAuthSecret(config, store().database)).toBe(
        'an-older-versions-secret-of-43-characters-x',
      );
      expect(fs.readFileSync(secretFileOf(config.dbPath), 'utf8').trim()).toBe(
        'an-older-versions-secret-of-43-characters-x',
      );
    }
    expect(await storedSecrets(store())).toEqual([]);
  });

  if (engine === 'sqlite') {
    it('makes one in a file only its owner may read, beside the store, and reads it back', async () => {
      const config = serverConfig(store.databaseEnv());
      const first = await operatorAuthSecret(config, store().database);
      expect(first).toMatch(/^[\w-]{43}$/);
      const file = secretFileOf(config.dbPath);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(await operatorAuthSecret(config, store().database)).toBe(first);
      expect(await storedSecrets(store())).toEqual([]);
    });

    it('refuses to start on a secret file other users can read, saying the chmod', async () => {
      const config = serverConfig(store.databaseEnv());
      await operatorAuthSecret(config, store().database);
      const file = secretFileOf(config.dbPath);
      fs.chmodSync(file, 0o644);
      await expect(operatorAuthSecret(config, store().database)).rejects.toThrow(
        `run \`chmod 600 ${file}\``,
      );
    });
  } else {
    it('refuses to start without OPERATOR_AUTH_SECRET, with a clear message', async () => {
      const { OPERATOR_AUTH_SECRET: _, ...unset } = store.databaseEnv();
      expect(() => serverConfig(unset)).toThrow(
        'Invalid setting OPERATOR_AUTH_SECRET: expected at least 32 characters, the same on every instance, when DATABASE_URL is set',
      );
      const config = { ...serverConfig(store.databaseEnv()), operatorAuthSecret: null };
      await expect(operatorAuthSecret(config, store().database)).rejects.toThrow(
        'OPERATOR_AUTH_SECRET must be set with PostgreSQL',
      );
    });
  }
});
