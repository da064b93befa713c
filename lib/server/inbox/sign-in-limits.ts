import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { storeLimiter } from '../store/open-store';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';

export type SignInRefusal = { refused: 'address' | 'account'; retryAfterSeconds: number };

export type SignInLimits = {
  /**
   * Counts an attempt from this address; refused when the address, or the account where one is
   * named (a password; a code's account is Better Auth's to count), is over.
   */
  attempt(address: string, email?: string): Promise<SignInRefusal | null>;
  /** A wrong password: one more against the account. */
  failed(email: string): Promise<void>;
  /** The right password: the account's count starts again. */
  succeeded(email: string): Promise<void>;
};

const secondsUntil = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000));

/**
 * Sign-in attempts counted per address and, for wrong passwords, per account, where the leads
 * live (PostgreSQL's table is shared by every instance): one address cannot try many accounts,
 * and many addresses cannot try one account's passwords (docs/product.md#operators).
 */
export function signInLimits(
  { signInLimits: limits }: ServerConfig,
  database: StoreDatabase,
): SignInLimits {
  const limiter = (keyPrefix: string, points: number) =>
    storeLimiter(database, { keyPrefix, points, duration: limits.windowSeconds });
  const byAddress = limiter('sign-in-address', limits.addressAttempts);
  const byAccount = limiter('sign-in-account', limits.accountAttempts);
  const accountKey = (email: string) => email.trim().toLowerCase();

  return {
    async attempt(address, email) {
      try {
        await byAddress.consume(address);
      } catch (result) {
        if (result instanceof RateLimiterRes)
          return { refused: 'address', retryAfterSeconds: secondsUntil(result) };
        throw result;
      }
      if (email === undefined) return null;
      const account = await byAccount.get(accountKey(email));
      if (account && account.consumedPoints >= limits.accountAttempts)
        return { refused: 'account', retryAfterSeconds: secondsUntil(account) };
      return null;
    },
    async failed(email) {
      await byAccount.penalty(accountKey(email));
    },
    async succeeded(email) {
      await byAccount.delete(accountKey(email));
    },
  };
}
