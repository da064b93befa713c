import { apiOrigin, pagePolicy } from './security-headers';

describe('Content-Security-Policy', () => {
  it('allows only hashed inline scripts in production', () => {
    const policy = pagePolicy({ scriptHashes: ['sha256-abc='], apiOrigin: null });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it('allows the scripts of a page rendered for one request by its nonce', () => {
    expect(
      pagePolicy({ scriptHashes: ['sha256-abc='], apiOrigin: null, nonce: 'n0nce' }),
    ).toContain("script-src 'self' 'sha256-abc=' 'nonce-n0nce'");
  });

  it("adds the configured API base's origin to connect-src", () => {
    expect(apiOrigin('https://api.example.com/b2b')).toBe('https://api.example.com');
    expect(apiOrigin('/api/b2b')).toBeNull();
    expect(pagePolicy({ scriptHashes: [], apiOrigin: 'https://api.example.com' })).toContain(
      "connect-src 'self' https://api.example.com",
    );
  });
});
