/** @jest-environment node */
import { checkOrigin, preflight } from './cross-origin';

const request = (headers: Record<string, string>) =>
  new Request('http://leadwise.test/api/b2b/leads/submit', {
    method: 'POST',
    headers: { host: 'leadwise.test', ...headers },
  });

describe('API origin checks', () => {
  const allowed = ['https://partner.example'];

  it.each([
    [
      'a same-origin browser request',
      { origin: 'http://leadwise.test', 'sec-fetch-site': 'same-origin' },
    ],
    ['a server-to-server call without browser headers', {}],
    [
      'an allowlisted origin, even cross-site',
      { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
    ],
  ])('allows %s', (_label, headers) => {
    expect(checkOrigin(request(headers), allowed, false).allowed).toBe(true);
  });

  it.each([
    ['another site by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain', { origin: 'http://shop.leadwise.test', 'sec-fetch-site': 'same-site' }],
    ['another Origin without fetch metadata', { origin: 'https://evil.example' }],
    ['a malformed Origin', { origin: 'null' }],
  ])('refuses %s with 403', async (_label, headers) => {
    const check = checkOrigin(request(headers), allowed, false);
    expect(check.allowed).toBe(false);
    if (!check.allowed) {
      expect(check.response.status).toBe(403);
      expect(await check.response.json()).toEqual({
        status: false,
        message: 'Cross-site requests are not allowed',
      });
    }
  });

  it('believes X-Forwarded-Host only behind a trusted proxy', () => {
    const proxied = request({
      origin: 'https://www.leadwise.in',
      'x-forwarded-host': 'www.leadwise.in',
    });
    expect(checkOrigin(proxied, [], true).allowed).toBe(true);
    expect(checkOrigin(proxied, [], false).allowed).toBe(false);
  });

  it('answers preflights for allowlisted origins only', () => {
    const ok = preflight(request({ origin: 'https://partner.example' }), allowed);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(ok.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    expect(preflight(request({ origin: 'https://evil.example' }), allowed).status).toBe(403);
  });
});
