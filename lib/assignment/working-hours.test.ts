import {
  addWorkingTime,
  formatHours,
  HoursError,
  isAtWork,
  nextAtWork,
  parseHours,
  type Availability,
} from './working-hours';

// 2026-11-23 is a Monday. India is UTC+05:30: 09:00 IST is 03:30Z.
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const MIN = 60_000;

describe('parseHours', () => {
  it('reads a range of days with one span', () => {
    const week = parseHours('Mon-Sat 09:00-18:00');
    expect(week.slice(0, 6)).toEqual(Array(6).fill({ start: 540, end: 1080 }));
    expect(week[6]).toBeNull();
  });

  it('reads several parts and writes them back the same way', () => {
    const text = 'Mon-Fri 09:30-17:30, Sat 10:00-14:00';
    const week = parseHours(text);
    expect(week[5]).toEqual({ start: 600, end: 840 });
    expect(formatHours(week)).toBe(text);
    expect(formatHours(parseHours('mon 9:00-13:00; wed 09:00-13:00'))).toBe(
      'Mon 09:00-13:00, Wed 09:00-13:00',
    );
  });

  it.each([
    ['', 'No hours given: write e.g. "Mon-Sat 09:00-18:00".'],
    ['Mon-Sat', 'Not hours: "Mon-Sat" (write e.g. "Mon-Sat 09:00-18:00").'],
    ['Funday 09:00-10:00', 'Not a weekday: Funday (write Mon, Tue … Sun).'],
    ['Mon 18:00-09:00', '"Mon 18:00-09:00" ends before it starts.'],
    ['Mon 09:00-25:00', 'Not a time of day: 25:00 (write 09:00 or 18:30).'],
    ['Sat-Mon 09:00-10:00', '"Sat-Mon 09:00-10:00": the days run Monday to Sunday.'],
    ['Mon-Fri 09:00-18:00, Fri 10:00-11:00', 'Fri is given twice.'],
  ])('refuses %j with a message', (text, message) => {
    expect(() => parseHours(text)).toThrow(new HoursError(message));
  });
});

describe('working time in India', () => {
  const office: Availability = { hours: parseHours('Mon-Sat 09:00-18:00'), leaveUntil: null };

  it('is at work within the hours only, in India time', () => {
    expect(isAtWork(office, at('2026-11-23T03:30:00Z'))).toBe(true); // Mon 09:00 IST
    expect(isAtWork(office, at('2026-11-23T03:29:59Z'))).toBe(false);
    expect(isAtWork(office, at('2026-11-23T12:29:59Z'))).toBe(true); // 17:59:59
    expect(isAtWork(office, at('2026-11-23T12:30:00Z'))).toBe(false); // 18:00
    expect(isAtWork(office, at('2026-11-29T05:00:00Z'))).toBe(false); // Sunday
  });

  it('is always at work without hours, except on leave through its date', () => {
    const always: Availability = { hours: null, leaveUntil: null };
    expect(isAtWork(always, at('2026-11-29T20:00:00Z'))).toBe(true);
    const away: Availability = { hours: null, leaveUntil: '2026-11-24' };
    // 24 Nov 23:59 IST is still leave; 25 Nov 00:00 IST (24 Nov 18:30Z) is back.
    expect(isAtWork(away, at('2026-11-24T18:29:00Z'))).toBe(false);
    expect(isAtWork(away, at('2026-11-24T18:30:00Z'))).toBe(true);
    expect(iso(nextAtWork(away, at('2026-11-23T05:00:00Z')))).toBe('2026-11-24T18:30:00.000Z');
  });

  it('finds when the hours begin next: tomorrow morning, or Monday after Saturday', () => {
    expect(iso(nextAtWork(office, at('2026-11-23T14:00:00Z')))).toBe('2026-11-24T03:30:00.000Z');
    expect(iso(nextAtWork(office, at('2026-11-28T13:00:00Z')))).toBe('2026-11-30T03:30:00.000Z');
    expect(iso(nextAtWork(office, at('2026-11-23T05:00:00Z'), { skipToday: true }))).toBe(
      '2026-11-24T03:30:00.000Z',
    );
  });

  it('counts a deadline in working time, across the evening and the weekend', () => {
    // Monday 17:58 IST + 5 minutes: 2 today, 3 on Tuesday from 09:00.
    expect(iso(addWorkingTime(office, at('2026-11-23T12:28:00Z'), 5 * MIN))).toBe(
      '2026-11-24T03:33:00.000Z',
    );
    // Saturday 17:59 IST: one minute then Monday.
    expect(iso(addWorkingTime(office, at('2026-11-28T12:29:00Z'), 5 * MIN))).toBe(
      '2026-11-30T03:34:00.000Z',
    );
    // In the middle of the day it is the clock's five minutes.
    expect(iso(addWorkingTime(office, at('2026-11-23T06:00:00Z'), 5 * MIN))).toBe(
      '2026-11-23T06:05:00.000Z',
    );
  });

  it('skips a leave when counting', () => {
    const away: Availability = { ...office, leaveUntil: '2026-11-24' };
    expect(iso(addWorkingTime(away, at('2026-11-23T06:00:00Z'), 5 * MIN))).toBe(
      '2026-11-25T03:35:00.000Z',
    );
  });
});
