import { sanitizePhone } from './phone';

describe('sanitizePhone', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['98-76-54-32-10', '9876543210'],
    ['abc9876', '9876'],
    ['987654321012345', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizePhone(input)).toBe(expected);
  });
});
