import 'server-only';
import { createHmac } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { indiaDay } from '@/lib/time/india-time';
import { persistentCounter } from '../store/store-limiters';
import type { StoreDatabase } from '../store/store-database';

// What stops SMS pumping (docs/operations.md#phone-codes): every send is counted against the
// number (3 an hour), the address that asked (a setting, per hour) and the site's day (a budget),
// in the store's `rate_limits` on both engines, so every instance shares the counts and a restart
// does not reset them. A number is counted by its HMAC: the table never holds a phone.

export const SENDS_PER_NUMBER_PER_HOUR = 3;
const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export type LimitVerdict = 'allowed' | 'limited' | 'budget-spent' | 'budget-just-spent';

const refused = (error: unknown) => {
  if (error instanceof RateLimiterRes) return error;
  throw error;
};

export function phoneCheckLimits(
  database: StoreDatabase,
  key: Buffer,
  { dailyBudget, addressSendsPerHour }: { dailyBudget: number; addressSendsPerHour: number },
) {
  const perAddress = persistentCounter(database, {
    keyPrefix: 'sms-address',
    points: addressSendsPerHour,
    duration: HOUR_SECONDS,
  });
  const perNumber = persistentCounter(database, {
    keyPrefix: 'sms-number',
    points: SENDS_PER_NUMBER_PER_HOUR,
    duration: HOUR_SECONDS,
  });
  const perDay = persistentCounter(database, {
    keyPrefix: 'sms-day',
    points: dailyBudget,
    duration: DAY_SECONDS,
  });
  const numberKey = (phone: string) =>
    createHmac('sha256', key).update(`number:${phone}`).digest('base64url');

  return {
    /** Counts one send to `phone` asked from `address`; whether it may go. */
    async consume(phone: string, address: string, now: Date): Promise<LimitVerdict> {
      try {
        await perAddress.consume(address);
        await perNumber.consume(numberKey(phone));
      } catch (error) {
        refused(error);
        return 'limited';
      }
      try {
        await perDay.consume(indiaDay(now));
        return 'allowed';
      } catch (error) {
        // The first refusal of the day, counted in the shared store: told once, by one instance.
        return refused(error).consumedPoints === dailyBudget + 1
          ? 'budget-just-spent'
          : 'budget-spent';
      }
    },
  };
}
