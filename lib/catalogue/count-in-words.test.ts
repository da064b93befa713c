import { capitalise, countInWords } from './count-in-words';

describe('countInWords', () => {
  it('writes one to ten in words and larger counts in figures', () => {
    expect([1, 6, 10, 11, 24].map(countInWords)).toEqual(['one', 'six', 'ten', '11', '24']);
  });

  it('capitalises the first letter for a heading', () => {
    expect(capitalise(countInWords(7))).toBe('Seven');
  });
});
