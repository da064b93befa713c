// Test support: a database per test on either engine, with the store's schema (or empty, for the
// tests of migrating and of a missing store). PostgreSQL comes from TEST_DATABASE_URL, which
// `npm test` and `npm run test:unit` set to a throwaway cluster.
import crypto from 'node:crypto';
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

/** The migrations' sources, hashed: a template made by other migrations is never used. */
function schemaVersion() {
  const dir = path.join(process.cwd(), 'lib', 'server', 'store', 'migrations');
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(dir).sort())
    hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 12);
}

const adminUrlOf = () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_DATABASE_URL is not set: run the tests with `npm test` or `npm run test:unit`, which start PostgreSQL.',
    );
  }
  return adminUrl;
};

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates a database the way a server's first start does, then closes it. */
async function migrateOnce(env: Record<string, string>) {
  // Imported here: the browser tests' runner cannot load server modules (`server-only`), and
  // their servers make their stores themselves.
  const { openStore } = await import('@/lib/server/arrival/open-store');
  const { serverConfig } = await import('@/lib/server/server-config');
  const store = await openStore(
    serverConfig({ ...env, OPERATOR_AUTH_SECRET: 'test-secret-of-the-migrated-template' }),
  );
  await store.close();
}

/**
 * A migrated store, made once per schema and copied for each test: migrating took most of a
 * store test's time, a second on PostgreSQL (docs/testing.md).
 */
const templates: Partial<Record<Engine, Promise<string>>> = {};

async function sqliteTemplate() {
  const file = path.join(os.tmpdir(), `leadwise-template-${schemaVersion()}.db`);
  if (fs.existsSync(file)) return file;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-template-'));
  try {
    await migrateOnce({ LEADS_DB_PATH: path.join(scratch, 'leads.db') });
    // Renamed whole: a test process beside this one copies either no template or a complete one.
    fs.renameSync(path.join(scratch, 'leads.db'), file);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return file;
}

/** Any fixed number: the test processes starting together make the template once. */
const TEMPLATE_LOCK = 7_300_2026;

async function postgresTemplate() {
  const adminUrl = adminUrlOf();
  const name = `leadwise_template_${schemaVersion()}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}_making WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}_making`);
      await migrateOnce({ DATABASE_URL: databaseUrl(adminUrl, `${name}_making`) });
      // Renamed once made: a process stopped mid-way leaves no template under the used name.
      await admin.query(`ALTER DATABASE ${name}_making RENAME TO ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

/** Makes a database for one test, a copy of `template` (or empty), and names it. */
async function createDatabase(adminUrl: string, template: string | null) {
  const name = `leadwise_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return name;
}

async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Under Jest, once a file has asked for a second copy of the template (a database per test), the
 * next is made while the test runs: a copy took a third of a PostgreSQL store test's time. The
 * file's last spare is dropped after its tests. Elsewhere (the browser tests, the benchmarks) no
 * hook runs after all, so each database is made when asked for.
 */
const madeAhead = typeof afterAll === 'function';
let spare: Promise<string> | null = null;
let copies = 0;

function makeSpare(adminUrl: string, template: string) {
  const made = createDatabase(adminUrl, template);
  // Awaited by the next freshDatabase or the file's last hook, which see its error.
  made.catch(() => undefined);
  spare = made;
}

if (madeAhead)
  afterAll(async () => {
    const left = spare;
    spare = null;
    const name = await left?.catch(() => null);
    if (name) await dropDatabase(adminUrlOf(), name);
  });

async function templateCopy(adminUrl: string, template: string) {
  if (!madeAhead) return createDatabase(adminUrl, template);
  // Taken before any await: two copies asked for at once never share one spare.
  const taken = spare;
  spare = null;
  const name = await (taken ?? createDatabase(adminUrl, template));
  if (++copies > 1 && !spare) makeSpare(adminUrl, template);
  return name;
}

export async function freshDatabase(
  engine: Engine,
  /**
   * A database with no store in it: for the tests of migrating and of a missing store, and for the
   * browser tests, whose servers make it.
   */
  { empty = false } = {},
): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-db-'));
    if (!empty)
      fs.copyFileSync(await (templates.sqlite ??= sqliteTemplate()), path.join(dir, 'leads.db'));
    return {
      env: { LEADS_DB_PATH: path.join(dir, 'leads.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = adminUrlOf();
  const name = empty
    ? await createDatabase(adminUrl, null)
    : await templateCopy(adminUrl, await (templates.postgres ??= postgresTemplate()));
  return {
    // PostgreSQL needs the operators' secret set (server-config.ts): one per test database.
    env: { DATABASE_URL: databaseUrl(adminUrl, name), OPERATOR_AUTH_SECRET: `test-secret-${name}` },
    drop: () => dropDatabase(adminUrl, name),
  };
}
