import { dueState } from './request-due';

const DUE = '2026-12-03T05:30:00.000Z';

describe('when a rights request is due, as the inbox says it', () => {
  it('counts down to an open request’s date', () => {
    expect(dueState(DUE, null, new Date('2026-11-26T05:30:00.000Z'))).toEqual({
      overdue: false,
      text: 'in 7 days',
    });
  });

  it('marks an open request overdue from the moment it is due', () => {
    expect(dueState(DUE, null, new Date(DUE))).toEqual({
      overdue: true,
      text: 'overdue by under 1 min',
    });
    expect(dueState(DUE, null, new Date('2026-12-05T08:30:00.000Z'))).toEqual({
      overdue: true,
      text: 'overdue by 2 days 3 h',
    });
  });

  it('says nothing of an answered request, however late', () => {
    expect(dueState(DUE, '2026-12-04T00:00:00.000Z', new Date('2026-12-09T00:00:00.000Z'))).toEqual(
      { overdue: false, text: null },
    );
  });
});
