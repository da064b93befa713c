import { addMonths, daysIn, isMonth, monthDays, monthOf, nextMonth, previousMonth } from './months';

describe("India's calendar months", () => {
  it('steps across a year either way', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(addMonths('2026-11', -14)).toBe('2025-09');
  });

  it('knows each month’s days, February’s in a leap year too', () => {
    expect(daysIn('2028-02')).toBe(29);
    expect(daysIn('2026-02')).toBe(28);
    expect(monthDays('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2026-11-27')).toBe('2026-11');
  });

  it('takes a month written YYYY-MM between 2020 and 2100 only', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(['2026-13', '2026-1', '2019-12', '2101-01', 202611].map(isMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
