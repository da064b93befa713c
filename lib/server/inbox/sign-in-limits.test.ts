/** @jest-environment node */
import { ENGINES, freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { openStore, type OpenedStore } from '../arrival/open-store';
import { serverConfig } from '../server-config';
import { signInLimits, type SignInAttempt } from './sign-in-limits';

// The sign-in limits (sign-in-limits.ts) where the leads live, on both engines: counted before
// the password is checked, atomically; per address and per (address, account), never the
// account from everywhere; kept over a restart.

const ACCOUNT = 'ravi@agency.in';
const refusedBy = (attempt: SignInAttempt) => attempt.refusal?.refused ?? null;

describe.each(ENGINES)('%s sign-in limits', (engine) => {
  let database: TestDatabase;
  let store: OpenedStore;
  const config = () =>
    serverConfig({
      ...database.env,
      SIGN_IN_ACCOUNT_ATTEMPTS: '10',
      SIGN_IN_ADDRESS_ATTEMPTS: '100',
    });

  beforeEach(async () => {
    database = await freshDatabase(engine);
    store = await openStore(config());
  });
  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  it("refuses the address that guessed an account's password, never the account's own device", async () => {
    const limits = signInLimits(config(), store.database);
    for (let i = 0; i < 10; i++) {
      expect(refusedBy(await limits.attempt('127.0.0.2', ACCOUNT))).toBeNull();
      await limits.failed(ACCOUNT);
    }
    expect(refusedBy(await limits.attempt('127.0.0.2', ACCOUNT))).toBe('account');
    // From the counsellor's own address: slowed, as the account is under attack, not refused.
    expect(await limits.attempt('127.0.0.3', ACCOUNT)).toEqual({ refusal: null, slowed: true });
    await limits.succeeded('127.0.0.3', ACCOUNT);
    expect(await limits.attempt('127.0.0.3', ACCOUNT)).toEqual({ refusal: null, slowed: false });
    // The guessing address stays refused at that account until its window ends.
    expect(refusedBy(await limits.attempt('127.0.0.2', ACCOUNT))).toBe('account');
  }, 30_000);

  it('lets no more than the limit through a parallel burst', async () => {
    const limits = signInLimits(config(), store.database);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => limits.attempt('127.0.0.4', ACCOUNT)),
    );
    expect(burst.filter((attempt) => attempt.refusal === null)).toHaveLength(10);
    expect(burst.filter((attempt) => refusedBy(attempt) === 'account')).toHaveLength(20);
  });

  it('keeps its counts over a restart', async () => {
    const limits = signInLimits(config(), store.database);
    for (let i = 0; i < 10; i++) await limits.attempt('127.0.0.5', ACCOUNT);
    await store.close();
    store = await openStore(config());
    const after = signInLimits(config(), store.database);
    expect(refusedBy(await after.attempt('127.0.0.5', ACCOUNT))).toBe('account');
    expect(refusedBy(await after.attempt('127.0.0.6', ACCOUNT))).toBeNull();
  });

  it('stores no typed email in its keys', async () => {
    const limits = signInLimits(config(), store.database);
    await limits.attempt('127.0.0.7', 'a password typed as the email');
    await limits.failed('a password typed as the email');
    const keys = await store.database.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys)).not.toContain('password');
  });
});
