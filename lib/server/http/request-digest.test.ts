/** @jest-environment node */
import { requestDigest } from './request-digest';

describe('requestDigest', () => {
  it('is the same for the same data in any key order', () => {
    expect(requestDigest({ a: 1, b: { c: 'x', d: [1, 2] } })).toBe(
      requestDigest(JSON.parse('{ "b": {"d":[1,2], "c":"x"}, "a": 1 }')),
    );
  });

  it('differs when any value differs', () => {
    const base = { name: 'Asha', message: 'Hello' };
    expect(requestDigest(base)).not.toBe(requestDigest({ ...base, message: 'Hello!' }));
    expect(requestDigest({ a: [1, 2] })).not.toBe(requestDigest({ a: [2, 1] }));
    expect(requestDigest({ a: '1' })).not.toBe(requestDigest({ a: 1 }));
  });

  it('digests no deeper than the API takes: deeper data is an error, never a stack overflow', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(() => requestDigest({ name: 'Asha', extra: deep })).toThrow(
      new RangeError('Cannot digest data nested over 8 levels deep'),
    );
    expect(requestDigest({ a: [[[[[[[1]]]]]]] })).toMatch(/^[0-9a-f]{64}$/);
  });
});
