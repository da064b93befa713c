import { endOfIndiaDay, isoWeekInIndia, mondayOf, weekdayOf } from '@/lib/time/india-time';

describe("India's days and weeks", () => {
  it('ends the day at midnight in India, 18:30 UTC the day before', () => {
    expect(endOfIndiaDay(new Date('2026-11-30T18:29:59.999Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    expect(endOfIndiaDay(new Date('2026-11-30T18:30:00.000Z')).toISOString()).toBe(
      '2026-12-01T18:30:00.000Z',
    );
    expect(endOfIndiaDay(new Date('2026-12-31T20:00:00.000Z')).toISOString()).toBe(
      '2027-01-01T18:30:00.000Z',
    );
  });

  it('numbers ISO weeks in India, across a year that has 53', () => {
    expect(isoWeekInIndia('2026-01-01T00:00:00.000Z')).toBe('2026-W01');
    expect(isoWeekInIndia('2025-12-28T18:29:00.000Z')).toBe('2025-W52');
    expect(isoWeekInIndia('2025-12-28T18:30:00.000Z')).toBe('2026-W01');
    expect(isoWeekInIndia('2026-12-31T19:00:00.000Z')).toBe('2026-W53');
    expect(isoWeekInIndia('2027-01-03T18:30:00.000Z')).toBe('2027-W01');
  });
});

describe("India's weekdays", () => {
  it('counts from Monday, and finds the Monday of a week across a month and a year', () => {
    expect(weekdayOf('2026-12-07')).toBe(0);
    expect(weekdayOf('2026-12-13')).toBe(6);
    expect(mondayOf('2026-12-13')).toBe('2026-12-07');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });
});
