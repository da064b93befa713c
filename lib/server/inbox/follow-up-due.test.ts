import { followUpDue, indiaClock } from './follow-up-due';

const NOW = new Date('2026-11-26T06:00:00.000Z'); // 11:30 am in India

describe('when a follow-up is due', () => {
  it.each([
    ['2026-11-26T11:00:00.000Z', '4:30 pm'],
    ['2026-11-25T18:35:00.000Z', '12:05 am'],
    ['2026-11-26T06:30:00.000Z', '12:00 pm'],
    ['2026-11-26T04:15:00.000Z', '9:45 am'],
  ])('reads %s as %s in India', (iso, clock) => {
    expect(indiaClock(iso)).toBe(clock);
  });

  it('says a follow-up later today by its time in India', () => {
    expect(followUpDue('2026-11-26T11:00:00.000Z', NOW)).toEqual({
      overdue: false,
      text: 'today 4:30 pm',
      at: '26 Nov 2026, 16:30 IST',
    });
  });

  it.each([
    ['2026-11-26T05:59:30.000Z', 'overdue by under 1 min'],
    ['2026-11-26T05:35:30.000Z', 'overdue by 24 min'],
    ['2026-11-26T04:00:00.000Z', 'overdue by 2 h'],
    ['2026-11-26T03:54:00.000Z', 'overdue by 2 h 6 min'],
    ['2026-11-24T06:00:01.000Z', 'overdue by 1 day 23 h'],
    ['2026-11-23T05:00:00.000Z', 'overdue by 3 days 1 h'],
  ])('says how long %s has been overdue: %s', (iso, text) => {
    expect(followUpDue(iso, NOW)).toMatchObject({ overdue: true, text });
  });
});
