import { elapsed, minutesSpan, timeAgo } from './elapsed';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;

describe('elapsed', () => {
  it.each([
    [0, 'under 1 min'],
    [59_999, 'under 1 min'],
    [MIN, '1 min'],
    [59 * MIN + 59_000, '59 min'],
    [60 * MIN, '1 h'],
    [125 * MIN, '2 h 5 min'],
    [24 * 60 * MIN - 1, '23 h 59 min'],
    [24 * 60 * MIN, '1 day'],
    [27 * 60 * MIN + 30 * MIN, '1 day 3 h'],
    [50 * 60 * MIN, '2 days 2 h'],
    [-5 * MIN, 'under 1 min'],
  ])('%d ms reads "%s"', (ms, text) => {
    expect(elapsed(ms)).toBe(text);
  });
});

describe('timeAgo', () => {
  it.each([
    [10_000, 'just now'],
    [12 * MIN, '12 min ago'],
    [61 * MIN, '1 h ago'],
    [23 * 60 * MIN, '23 h ago'],
    [25 * 60 * MIN, '1 day ago'],
    [72 * 60 * MIN, '3 days ago'],
  ])('%d ms before now reads "%s"', (ms, text) => {
    expect(timeAgo(before(ms), NOW)).toBe(text);
  });

  it('calls a time ahead of the clock (another server’s skew) just now', () => {
    expect(timeAgo(before(-30_000), NOW)).toBe('just now');
  });
});

describe('minutesSpan', () => {
  it('rounds a median to the minute', () => {
    expect(minutesSpan(14.4)).toBe('14 min');
    expect(minutesSpan(0.4)).toBe('under 1 min');
    expect(minutesSpan(150.6)).toBe('2 h 31 min');
  });
});
