import { fromIndiaInput, toIndiaInput } from '@/lib/time/india-time';

describe('the follow-up field in India time', () => {
  it('shows a stored moment as India’s wall clock, +05:30 whatever the process’s zone', () => {
    expect(toIndiaInput('2026-11-28T05:00:00.000Z')).toBe('2026-11-28T10:30');
    // Past midnight in India while it is still the day before in UTC.
    expect(toIndiaInput('2026-12-31T19:00:00.000Z')).toBe('2027-01-01T00:30');
    expect(toIndiaInput(null)).toBe('');
    expect(toIndiaInput('not a time')).toBe('');
  });

  it('reads the field as India time, with or without seconds', () => {
    expect(fromIndiaInput('2026-11-28T10:30')?.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(fromIndiaInput('2027-01-01T00:30:15')?.toISOString()).toBe('2026-12-31T19:00:15.000Z');
    expect(fromIndiaInput(' 2026-11-28T10:30 ')?.toISOString()).toBe('2026-11-28T05:00:00.000Z');
  });

  it('goes there and back unchanged', () => {
    for (const value of ['2026-03-01T00:00', '2028-02-29T23:59', '2026-11-28T05:29'])
      expect(toIndiaInput(fromIndiaInput(value)!.toISOString())).toBe(value);
  });

  it('says empty is none and anything else that is not a real date and time is malformed', () => {
    expect(fromIndiaInput('')).toBeNull();
    expect(fromIndiaInput('   ')).toBeNull();
    for (const value of [
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-11-28T24:00',
      '2026-11-28T10:60',
      '2026-11-28',
      '28/11/2026 10:30',
      'tomorrow',
      '1999-12-31T10:00',
      '2026-11-28T10:30Z',
    ])
      expect(fromIndiaInput(value)).toBeUndefined();
  });
});
