import { hoursCopy } from '@/content/inbox-assignment';
import { availabilityFields, describeAvailability, readAvailability } from './availability-form';

/** Friday 27 November 2026, 15:30 in India. */
const NOW = new Date('2026-11-27T10:00:00.000Z');

const week = (days: Record<string, [string, string]>) =>
  Object.fromEntries(
    Object.entries(days).flatMap(([day, [start, end]]) => [
      [`start-${day}`, start],
      [`end-${day}`, end],
    ]),
  );

describe('the Hours form', () => {
  it('reads hours per weekday, a leave and a cap, and shows them again', () => {
    const fields = {
      ...week({ Mon: ['09:00', '18:00'], Sat: ['10:00', '14:00'] }),
      leaveUntil: '2026-11-30',
      dailyCap: '12',
    };
    const change = readAvailability(fields, NOW);
    expect(change).toEqual({
      hours: [{ start: 540, end: 1080 }, null, null, null, null, { start: 600, end: 840 }, null],
      leaveUntil: '2026-11-30',
      dailyCap: 12,
    });
    expect(describeAvailability(change as Exclude<typeof change, { problem: string }>)).toBe(
      'hours Mon 09:00-18:00, Sat 10:00-14:00 (India time), on leave until 2026-11-30, at most 12 new leads a day',
    );
    expect(
      availabilityFields(change as Exclude<typeof change, { problem: string }>, NOW),
    ).toMatchObject({
      'start-Mon': '09:00',
      'end-Mon': '18:00',
      'start-Tue': '',
      leaveUntil: '2026-11-30',
      dailyCap: '12',
    });
  });

  it('takes every day empty as no hours (any time), and no leave or cap', () => {
    expect(readAvailability({ leaveUntil: '', dailyCap: '' }, NOW)).toEqual({
      hours: null,
      leaveUntil: null,
      dailyCap: null,
    });
  });

  it.each([
    [week({ Tue: ['09:00', ''] }), hoursCopy.halfDay('Tuesday')],
    [week({ Wed: ['18:00', '09:00'] }), hoursCopy.backwards('Wednesday')],
    [week({ Thu: ['9 am', '18:00'] }), hoursCopy.badTime],
    [{ leaveUntil: '2026-02-30' }, hoursCopy.badDate],
    [{ leaveUntil: '2026-11-26' }, hoursCopy.pastDate],
    [{ dailyCap: '0' }, hoursCopy.badCap],
    [{ dailyCap: '2.5' }, hoursCopy.badCap],
  ])('refuses %j: %s', (fields, problem) => {
    expect(readAvailability(fields, NOW)).toEqual({ problem });
  });

  it('takes a leave ending today, and shows no leave that has ended', () => {
    expect(readAvailability({ leaveUntil: '2026-11-27' }, NOW)).toMatchObject({
      leaveUntil: '2026-11-27',
    });
    expect(
      availabilityFields({ hours: null, leaveUntil: '2026-11-26', dailyCap: null }, NOW).leaveUntil,
    ).toBe('');
  });
});
