import { RESEND_LIFETIME_MS } from '@/lib/leads/b2b-contract';
import type { SavedSend } from './saved-send';
import { backoffMs, isExpired, nextRoundAt, roundOrder } from './schedule';

describe('the resend schedule', () => {
  it('waits 1 s, 2 s, 4 s, then 5 s between rounds that reach no verdict', () => {
    expect([1, 2, 3, 4, 5, 50].map(backoffMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it("never starts a round before the server's Retry-After", () => {
    expect(nextRoundAt(0, 1, null)).toBe(1000);
    expect(nextRoundAt(0, 1, 30_000)).toBe(30_000);
    expect(nextRoundAt(0, 4, 2000)).toBe(5000);
  });

  it('gives a send up only after seven days', () => {
    const firstAttemptAt = Date.parse('2026-11-01T10:00:00.000Z');
    expect(RESEND_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(isExpired({ firstAttemptAt }, firstAttemptAt + RESEND_LIFETIME_MS)).toBe(false);
    expect(isExpired({ firstAttemptAt }, firstAttemptAt + RESEND_LIFETIME_MS + 1)).toBe(true);
  });

  it('tries the longest untried first, so one failing send does not hold up the rest', () => {
    const send = (key: string, lastAttemptAt: number, firstAttemptAt: number) =>
      ({ key, lastAttemptAt, firstAttemptAt }) as SavedSend;
    const order = roundOrder([send('failed-last', 30, 1), send('b', 10, 3), send('a', 10, 2)]);
    expect(order.map((record) => record.key)).toEqual(['a', 'b', 'failed-last']);
  });
});
