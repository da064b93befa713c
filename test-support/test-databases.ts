// Test support: an empty database per test on either engine. PostgreSQL comes from
// TEST_DATABASE_URL, which `npm test` and `npm run test:unit` set to a throwaway cluster.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

export type TestDatabase = {
  /** The environment a server or serverConfig() needs to use this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
};

let counter = 0;

export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-db-'));
    return {
      env: { LEADS_DB_PATH: path.join(dir, 'leads.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests with `npm test` or `npm run test:unit`, which start PostgreSQL.',
    );
  }
  const name = `leadwise_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    // PostgreSQL needs the operators' secret set (server-config.ts): one per test database.
    env: { DATABASE_URL: url.toString(), OPERATOR_AUTH_SECRET: `test-secret-${name}` },
    async drop() {
      const client = new pg.Client(adminUrl);
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
