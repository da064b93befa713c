/** @jest-environment node */
// Operators' commands open an existing, up-to-date store, read-only for listings: a mistyped
// location fails with a message instead of creating an empty store and reporting no leads.
import fs from 'node:fs';
import pg from 'pg';
import { openStore } from '../arrival/open-store';
import { newPerson, sampleLead } from '@/test-support/sample-lead';
import { serverConfig } from '../server-config';
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';

describe.each(ENGINES)('%s store opened by an operator', (engine) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await freshDatabase(engine, { empty: true });
  });
  afterEach(() => database.drop());
  const config = () => serverConfig(database.env);

  it('fails with a message when there is no store, and creates none', async () => {
    const missing =
      engine === 'sqlite' ? 'No lead store at' : 'No lead store in the database at DATABASE_URL';
    await expect(openStore(config(), 'read')).rejects.toThrow(missing);
    await expect(openStore(config(), 'write')).rejects.toThrow(missing);
    if (engine === 'sqlite') expect(fs.existsSync(database.env.LEADS_DB_PATH)).toBe(false);
  });

  it('lists what a running server stored, including what is still in its journal', async () => {
    const served = await openStore(config());
    await served.insertLead(sampleLead({ name: 'Fresh' }));
    const reader = await openStore(config(), 'read');
    expect((await reader.listLeads()).map((lead) => lead.name)).toEqual(['Fresh']);
    await served.insertLead(sampleLead({ name: 'Fresher', ...newPerson() }));
    expect((await reader.listLeads()).map((lead) => lead.name)).toEqual(['Fresh', 'Fresher']);
    await reader.close();
    await served.close();
  });

  it('lists what the server stored, and cannot write when reading', async () => {
    const served = await openStore(config());
    await served.insertLead(sampleLead({ name: 'Kept' }));
    await served.close();

    const file = database.env.LEADS_DB_PATH;
    const before = engine === 'sqlite' ? fs.statSync(file) : null;
    const reader = await openStore(config(), 'read');
    expect((await reader.listLeads()).map((lead) => lead.name)).toEqual(['Kept']);
    // By its message: better-sqlite3's native addon keeps the error class of the first test file
    // a Jest worker loaded, so `toThrow`'s instanceof check fails in the others.
    await expect(reader.insertLead(sampleLead({ name: 'Sneaked in' }))).rejects.toMatchObject({
      message:
        engine === 'sqlite'
          ? 'attempt to write a readonly database'
          : 'cannot execute INSERT in a read-only transaction',
    });
    await reader.close();
    if (before) {
      // Opened read-only: the file is as the server left it.
      const after = fs.statSync(file);
      expect([after.size, after.mtimeMs]).toEqual([before.size, before.mtimeMs]);
    }

    const writer = await openStore(config(), 'write');
    await writer.insertLead(sampleLead({ name: 'Written', ...newPerson() }));
    expect((await writer.listLeads()).map((lead) => lead.name)).toEqual(['Kept', 'Written']);
    await writer.close();
  });

  it('refuses a store whose schema is behind the code, rather than migrating it', async () => {
    await (await openStore(config())).close();
    const forget = "DELETE FROM schema_migrations WHERE name = '003_suspected.sql'";
    if (engine === 'sqlite') {
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(database.env.LEADS_DB_PATH);
      db.exec(forget);
      db.close();
    } else {
      const client = new pg.Client(database.env.DATABASE_URL);
      await client.connect();
      await client.query(forget);
      await client.end();
    }
    await expect(openStore(config(), 'read')).rejects.toThrow(
      '003_suspected.sql not applied): start the server once to bring it up to date.',
    );
  });
});
