import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { persistentCounter } from '../store/store-limiters';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';

export type SignInRefusal = { refused: 'address' | 'account'; retryAfterSeconds: number };

/** What an attempt may go on to do: refused, or checked, perhaps after a wait. */
export type SignInAttempt = { refusal: SignInRefusal } | { refusal: null; slowed: boolean };

export type SignInLimits = {
  /**
   * Counts an attempt, before anything is checked: against the address, and, where an account
   * is named (a password), against this address's attempts at that account. Slowed when the
   * account's wrong passwords from every address together are over the limit.
   */
  attempt(address: string, email?: string): Promise<SignInAttempt>;
  /** A wrong password: one more against the account, from wherever it came. */
  failed(email: string): Promise<void>;
  /** The right password: this address's count at the account and the account's start again. */
  succeeded(address: string, email: string): Promise<void>;
};

/** How long an attempt at an account under attack waits before its password is checked. */
export const ACCOUNT_SLOWDOWN_MS = 1_000;

const secondsUntil = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

/** An account's key: a digest of the typed email, so what was typed is never stored. */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);

/** Counts one point; the refusal's wait when the key is over. */
async function consumed(
  counter: ReturnType<typeof persistentCounter>,
  key: string,
): Promise<number | null> {
  try {
    await counter.consume(key);
    return null;
  } catch (result) {
    if (result instanceof RateLimiterRes) return secondsUntil(result);
    throw result;
  }
}

/**
 * Sign-in attempts counted where the leads live (the `rate_limits` table on both engines, shared
 * by every instance, kept over a restart), each count one atomic upsert, taken before the
 * password is checked: a parallel burst cannot pass the limit (docs/product.md#operators).
 * - An address may make so many attempts a window, at any accounts.
 * - An address may make so many attempts at one account a window: the pair is refused, never
 *   the account, so a stranger who knows a counsellor's email cannot keep them out (OWASP ASVS
 *   5.0 V6.1.1, V6.3.1).
 * - Wrong passwords at one account from every address together over the same limit slow each
 *   further attempt at it, and refuse none.
 */
export function signInLimits(
  { signInLimits: limits }: ServerConfig,
  database: StoreDatabase,
): SignInLimits {
  const counter = (keyPrefix: string, points: number) =>
    persistentCounter(database, { keyPrefix, points, duration: limits.windowSeconds });
  const byAddress = counter('sign-in-address', limits.addressAttempts);
  const byPair = counter('sign-in-pair', limits.accountAttempts);
  const byAccount = counter('sign-in-account', limits.accountAttempts);
  const pairKey = (address: string, email: string) => `${address}|${accountKey(email)}`;

  return {
    async attempt(address, email) {
      const overAddress = await consumed(byAddress, address);
      if (overAddress !== null)
        return { refusal: { refused: 'address', retryAfterSeconds: overAddress } };
      if (email === undefined) return { refusal: null, slowed: false };
      const overPair = await consumed(byPair, pairKey(address, email));
      if (overPair !== null)
        return { refusal: { refused: 'account', retryAfterSeconds: overPair } };
      const failures = await byAccount.get(accountKey(email));
      const slowed = (failures?.consumedPoints ?? 0) >= limits.accountAttempts;
      if (slowed) await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
      return { refusal: null, slowed };
    },
    async failed(email) {
      await byAccount.penalty(accountKey(email));
    },
    async succeeded(address, email) {
      await Promise.all([
        byPair.delete(pairKey(address, email)),
        byAccount.delete(accountKey(email)),
      ]);
    },
  };
}
