import { dailyCapInput, leaveUntilInput, readInput } from './availability-input';

// The leave and the cap as the Hours form and the command line both read them: the same values
// taken, the same texts refused with the form's words.

const NOW = new Date('2026-12-07T20:00:00Z'); // 8 December, 01:30 in India

describe('a leave’s last day', () => {
  it('takes today in India or a later real day', () => {
    expect(readInput(leaveUntilInput(NOW), '2026-12-08')).toBe('2026-12-08');
    expect(readInput(leaveUntilInput(NOW), ' 2027-01-31 ')).toBe('2027-01-31');
  });

  it.each([
    ['2026-12-07', 'The leave date has passed: give today or a later day, or leave it empty.'],
    ['2027-02-30', 'The leave date could not be read: write it as YYYY-MM-DD.'],
    ['next week', 'The leave date could not be read: write it as YYYY-MM-DD.'],
  ])('refuses %j', (text, problem) => {
    expect(readInput(leaveUntilInput(NOW), text)).toEqual({ problem });
  });
});

describe('a daily cap', () => {
  it('takes a whole number of leads from 1 to 9999', () => {
    expect(readInput(dailyCapInput, '1')).toBe(1);
    expect(readInput(dailyCapInput, '9999')).toBe(9999);
  });

  it.each(['0', '10000', '1e3', '2.5', 'none', '-3'])('refuses %j', (text) => {
    expect(readInput(dailyCapInput, text)).toEqual({
      problem: 'The daily cap is a whole number of leads, 1 or more, or empty.',
    });
  });
});
