/** @jest-environment node */
import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { serverConfig } from '../server-config';
import { listAccess, recordAccess } from './access-log';
import { operatorAuthSecret } from './auth-secret';
import { operatorAuth } from './operator-auth';
import { operatorAccounts } from './operator-accounts';
import { OperatorError } from './operator-error';

const PASSWORD = 'correct horse battery';

describe.each(ENGINES)('%s operators', (engine) => {
  const store = withStore(engine);
  let auth: ReturnType<typeof operatorAuth>;
  let accounts: ReturnType<typeof operatorAccounts>;

  beforeEach(async () => {
    const secret = await operatorAuthSecret(serverConfig(store.databaseEnv()), store().database);
    auth = operatorAuth(store().database, secret, 'http://localhost:3000');
    accounts = operatorAccounts(auth, store().database, 'jest');
  });

  const signIn = (email: string, password = PASSWORD) =>
    auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const sessionOf = async (response: Response) => {
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return auth.api.getSession({ headers: new Headers({ cookie }) });
  };
  /** Ravi, added with the shared password, in this role. */
  const addRavi = (role: string, password = PASSWORD) =>
    accounts.add({ email: 'ravi@agency.in', name: 'Ravi', role, password });

  it("migration 009 holds every table and column Better Auth's schema asks for", async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('adds an operator who signs in with the role given, and logs who added them', async () => {
    await accounts.add({
      email: 'Asha@Agency.in',
      name: 'Asha',
      role: 'counsellor',
      password: PASSWORD,
    });
    const response = await signIn('asha@agency.in');
    expect(response.status).toBe(200);
    const session = await sessionOf(response);
    expect(session?.user).toMatchObject({
      email: 'asha@agency.in',
      name: 'Asha',
      role: 'counsellor',
    });
    expect(await accounts.list()).toEqual([
      expect.objectContaining({ email: 'asha@agency.in', role: 'counsellor', disabled: false }),
    ]);
    const log = await listAccess(store().database);
    expect(log).toEqual([
      expect.objectContaining({
        action: 'operator-added',
        address: 'cli',
        record: 'operator asha@agency.in',
        detail: 'by jest',
      }),
    ]);
  });

  it('refuses a short password, an unknown role and an email already taken, with their reasons', async () => {
    await expect(addRavi('counsellor', 'short')).rejects.toEqual(
      new OperatorError('The password is too short: at least 12 characters.', 'usage'),
    );
    await expect(addRavi('owner')).rejects.toEqual(
      new OperatorError('Choose a role: admin, counsellor or university.', 'usage'),
    );
    await addRavi('admin');
    await expect(addRavi('admin')).rejects.toEqual(
      new OperatorError('An operator with the email ravi@agency.in already exists.', 'failed'),
    );
    expect(await accounts.list()).toHaveLength(1);
  });

  it('adds a university user of a catalogue university, and refuses a university elsewhere', async () => {
    const add = (role: string, university?: string) =>
      accounts.add({
        email: 'office@amity.edu',
        name: 'Amity office',
        role,
        university,
        password: PASSWORD,
      });
    await expect(add('university')).rejects.toEqual(
      new OperatorError('A university user needs the university it belongs to.', 'usage'),
    );
    await expect(add('university', 'hogwarts')).rejects.toEqual(
      new OperatorError('Choose a university from the catalogue.', 'usage'),
    );
    await expect(add('counsellor', 'amity')).rejects.toEqual(
      new OperatorError('Only a university user belongs to a university.', 'usage'),
    );
    expect(await accounts.list()).toEqual([]);
    await add('university', 'amity');
    const session = await sessionOf(await signIn('office@amity.edu'));
    expect(session?.user).toMatchObject({ role: 'university', university: 'amity' });
    expect(await accounts.list()).toEqual([
      expect.objectContaining({
        email: 'office@amity.edu',
        role: 'university',
        university: 'amity',
      }),
    ]);
    expect(await listAccess(store().database)).toEqual([
      expect.objectContaining({ action: 'operator-added', detail: 'by jest, for amity' }),
    ]);
  });

  it("disabling ends the operator's open session at once and refuses their next sign-in", async () => {
    await addRavi('admin');
    const response = await signIn('ravi@agency.in');
    expect(await sessionOf(response)).not.toBeNull();
    await accounts.disable('ravi@agency.in');
    expect(await sessionOf(response)).toBeNull();
    await expect(signIn('ravi@agency.in')).resolves.toHaveProperty('status', 403);
    expect((await accounts.list())[0].disabled).toBe(true);
  });

  it('enabling a disabled operator lets them sign in again with the password they had', async () => {
    await addRavi('counsellor');
    await accounts.disable('ravi@agency.in');
    await accounts.enable('ravi@agency.in');
    expect((await signIn('ravi@agency.in')).status).toBe(200);
    expect((await accounts.list())[0].disabled).toBe(false);
    expect((await listAccess(store().database)).map((row) => row.action)).toEqual([
      'operator-added',
      'operator-disabled',
      'operator-enabled',
    ]);
  });

  it('a new password replaces the old one and ends open sessions', async () => {
    await addRavi('admin');
    const before = await signIn('ravi@agency.in');
    await accounts.setPassword('ravi@agency.in', 'a brand new passphrase');
    expect(await sessionOf(before)).toBeNull();
    expect((await signIn('ravi@agency.in')).status).toBe(401);
    expect((await signIn('ravi@agency.in', 'a brand new passphrase')).status).toBe(200);
    await expect(accounts.setPassword('nobody@agency.in', PASSWORD)).rejects.toEqual(
      new OperatorError('No operator has the email nobody@agency.in.', 'failed'),
    );
  });

  it('the access log takes new rows and refuses to change or remove one', async () => {
    await recordAccess(store().database, { address: '203.0.113.7', action: 'sign-out' });
    const { db } = store().database;
    // Matched by message: better-sqlite3's error class may come from another test file's realm.
    const refused = { message: expect.stringContaining('the access log is append-only') };
    await expect(db.updateTable('access_log').set({ action: 'x' }).execute()).rejects.toMatchObject(
      refused,
    );
    await expect(db.deleteFrom('access_log').execute()).rejects.toMatchObject(refused);
    // SQLite's REPLACE deletes the old row without the delete trigger (migration 021 refuses it);
    // PostgreSQL's upsert is an update.
    const [{ id }] = await listAccess(store().database);
    const replace =
      engine === 'sqlite'
        ? sql`insert or replace into access_log (id, at, action) values (${id}, 'now', 'x')`
        : sql`insert into access_log (id, at, action) overriding system value values (${id}, now(), 'x')
              on conflict (id) do update set action = excluded.action`;
    await expect(replace.execute(db)).rejects.toMatchObject(refused);
    expect(await listAccess(store().database)).toEqual([
      expect.objectContaining({ address: '203.0.113.7', action: 'sign-out' }),
    ]);
  });
});
