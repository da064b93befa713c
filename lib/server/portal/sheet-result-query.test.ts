/** @jest-environment node */
import { LISTED, resultOfQuery, resultQuery } from './sheet-result-query';

describe("an enrolment sheet's result in its page's address", () => {
  it('reads back as written, each list cut to its first rows with the rest counted', () => {
    const unmatched = Array.from({ length: LISTED + 25 }, (_, index) => index + 2);
    const query = resultQuery({
      status: 'applied',
      changed: 40,
      same: 3,
      unmatched,
      ambiguous: [
        { line: 7, leads: 2 },
        { line: 9, sameAs: [11] },
      ],
    });
    expect(query).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(query.length).toBeLessThan(2_000);
    expect(resultOfQuery(query)).toEqual({
      status: 'applied',
      changed: 40,
      same: 3,
      malformed: [],
      unmatched: unmatched.slice(0, LISTED),
      ambiguous: [
        { line: 7, leads: 2 },
        { line: 9, sameAs: [11] },
      ],
      more: { malformed: 0, unmatched: 25, ambiguous: 0 },
    });
  });

  it('takes nothing it did not write', () => {
    expect(resultOfQuery(undefined)).toBeNull();
    expect(resultOfQuery('not base64 json')).toBeNull();
    const forged = Buffer.from(JSON.stringify({ status: 'applied', changed: -1 })).toString(
      'base64url',
    );
    expect(resultOfQuery(forged)).toBeNull();
  });
});
