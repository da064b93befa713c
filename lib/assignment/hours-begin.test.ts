import { hoursBeginOf } from './hours-begin';
import { parseHours } from './working-hours';

/** Friday 27 November 2026, 07:00 in India. */
const NOW = new Date('2026-11-27T01:30:00.000Z');
const availability = new Map([
  ['op-asha', { hours: parseHours('Mon-Fri 09:00-18:00'), leaveUntil: null }],
  ['op-ravi', { hours: parseHours('Mon 10:00-18:00'), leaveUntil: null }],
]);

describe('when an off-hours lead’s owner’s hours begin', () => {
  it('says the time today, the date and time on another day, and nothing for other leads', () => {
    const leads = [
      // 06:30 in India on Friday: Asha begins at 09:00 today.
      {
        id: 1,
        received_at: '2026-11-27T01:00:00.000Z',
        owner_id: 'op-asha',
        assignment_cause: 'off-hours',
      },
      // Ravi works Mondays only.
      {
        id: 2,
        received_at: '2026-11-27T01:00:00.000Z',
        owner_id: 'op-ravi',
        assignment_cause: 'off-hours',
      },
      {
        id: 3,
        received_at: '2026-11-27T01:00:00.000Z',
        owner_id: 'op-asha',
        assignment_cause: 'arrival',
      },
      { id: 4, received_at: '2026-11-27T01:00:00.000Z', owner_id: null, assignment_cause: null },
    ];
    expect(hoursBeginOf(leads, availability, NOW)).toEqual(
      new Map([
        [1, '09:00'],
        [2, '30 Nov 2026, 10:00 IST'],
      ]),
    );
  });
});
