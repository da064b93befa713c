import { newsletterSchema } from './newsletter';

describe('newsletter email (docs/product.md#newsletter)', () => {
  it.each(['asha@example.in', 'a.b_c%d+e-f@mail-server.example.co', 'A1@B2.IO'])(
    'accepts %s',
    (email) => {
      expect(newsletterSchema.safeParse({ email }).success).toBe(true);
    },
  );

  it.each([
    '',
    'asha',
    'asha@',
    '@example.in',
    'asha@example',
    'asha@example.i',
    'as..ha@example.in',
    'asha@ex..ample.in',
    'asha!@example.in',
    'a@b@example.in',
    'asha@example.1n',
  ])('rejects %j with "Invalid Email"', (email) => {
    const result = newsletterSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Invalid Email');
  });
});
