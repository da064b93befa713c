/** @jest-environment node */
import { RESEND_LIFETIME_MS } from '@/lib/leads/b2b-contract';
import { CLOCK_SKEW_MS, firstAttemptAt } from './first-attempt';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('firstAttemptAt', () => {
  it('believes a time between the oldest a browser keeps and now', () => {
    for (const said of [ago(0), ago(90_000), ago(RESEND_LIFETIME_MS)])
      expect(firstAttemptAt(said, now)).toEqual({ at: said, ignored: false });
  });

  it('takes a time a little ahead (our clock behind the phone’s) as now', () => {
    expect(firstAttemptAt(ago(-CLOCK_SKEW_MS), now)).toEqual({
      at: now.toISOString(),
      ignored: false,
    });
  });

  it('counts a lead that said nothing from its arrival, without a word', () => {
    expect(firstAttemptAt(undefined, now)).toEqual({ at: now.toISOString(), ignored: false });
  });

  it.each([
    ['far in the future', ago(-CLOCK_SKEW_MS - 1)],
    ['older than a browser keeps a lead', ago(RESEND_LIFETIME_MS + CLOCK_SKEW_MS + 1)],
    ['not an ISO time', 'Wed, 25 Nov 2026 12:00:00 GMT'],
    ['an impossible date', '2026-02-31T25:61:00.000Z'],
    ['a number', now.getTime()],
    ['null', null],
  ])('does not believe a time %s: it counts from the arrival', (_label, said) => {
    expect(firstAttemptAt(said, now)).toEqual({ at: now.toISOString(), ignored: true });
  });
});
