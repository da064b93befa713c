import { expect, test, type APIResponse } from '@playwright/test';
import { E2E_PORT } from './env';
import { actionFields, inChunks, multipart, rawRequest } from './raw-http';
import { clickOpener, exportLeads, uniqueEmail, uniquePerson } from './support';

const expectSecurityHeaders = (response: APIResponse, label: string) => {
  const headers = response.headers();
  expect(headers['strict-transport-security'], label).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['x-powered-by'], label).toBeUndefined();
  const csp = headers['content-security-policy'];
  expect(csp, label).toBeTruthy();
  expect(csp, label).toContain("frame-ancestors 'none'");
  return csp;
};

test.describe('security headers', () => {
  test(
    'a page, an API answer and the 404 carry every header; pages allow only hashed inline scripts',
    { tag: '@no-page' },
    async ({ request }) => {
      for (const path of ['/', '/services/seo', '/college/lpu/admission', '/no-such-page']) {
        const response = await request.get(path);
        const csp = expectSecurityHeaders(response, path);
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "connect-src 'self'",
        ]) {
          expect(csp, path).toContain(directive);
        }
        const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;
        expect(scriptSrc, path).not.toContain('unsafe-inline');
        expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      }
      const api = await request.post('/api/b2b/leads/submit', { data: {} });
      expect(api.status()).toBe(422);
      expect(expectSecurityHeaders(api, 'API')).toContain("default-src 'none'");
    },
  );

  test('pages run with the policy and report no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    // Violations that code catches (an eval probe) reach only this event, not the console.
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    // The forms' validation runs once, so its code is checked too.
    await page.goto('/college/lpu/form');
    await page.getByRole('button', { name: 'Get free guidance' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    for (const path of ['/', '/faq', `/college/cu/admission`, '/blogs', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/');
    await clickOpener(page.getByRole('banner').getByRole('link', { name: 'Get a proposal' }));
    await expect(page.getByRole('dialog', { name: 'get in touch' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test(
    'the API refuses other sites and the image optimiser refuses other hosts',
    { tag: '@no-page' },
    async ({ request }) => {
      const crossSite = await request.post('/api/b2b/leads/submit', {
        data: {},
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(crossSite.status()).toBe(403);
      expect(
        (
          await request.fetch('/api/b2b/leads/submit', {
            method: 'OPTIONS',
            headers: { Origin: 'https://evil.example' },
          })
        ).status(),
      ).toBe(403);
      const remote = await request.get(
        '/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=64&q=75',
      );
      expect(remote.status()).toBe(400);
      const local = await request.get('/_next/image?url=%2Fimages%2Fservices%2Fseo.svg&w=64&q=75');
      expect(local.status()).not.toBe(500);
    },
  );

  test(
    'malformed addresses, unserved methods and redirects are answered 4xx or 3xx with every header',
    { tag: '@no-page' },
    async ({ request }) => {
      for (const path of ['/blogs/%', '/services/%', '/college/%E0%A4/admission', '/%zz']) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(400);
        expect(expectSecurityHeaders(response, path)).toContain("default-src 'none'");
      }
      for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
        const response = await request.fetch('/', { method });
        expect(response.status(), method).toBe(405);
        expect(response.headers().allow).toBe('GET, HEAD, POST');
        expectSecurityHeaders(response, method);
      }
      const redirect = await request.get('/about-us/', { maxRedirects: 0 });
      expect(redirect.status()).toBe(308);
      expect(redirect.headers().location).toBe('/about-us');
      expectSecurityHeaders(redirect, 'trailing-slash redirect');
      const missing = await request.get('/blogs/no-such-post');
      expect(missing.status()).toBe(404);
      expectSecurityHeaders(missing, 'unknown post');
    },
  );

  test(
    'each address refuses a method it does not take with 405, and its Allow is true',
    { tag: '@no-page' },
    async ({ request }) => {
      for (const path of ['/blogs/rss.xml', '/robots.txt', '/sitemap.xml', '/opengraph-image']) {
        const post = await request.post(path, { multipart: { name: 'Asha' } });
        expect(post.status(), path).toBe(405);
        expect(post.headers().allow, path).toBe('GET, HEAD');
        expect(await post.text(), path).toBe('Method not allowed\n');
      }
      const blogPost = await (await request.get('/blogs/local-seo-gurugram-guide')).text();
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(blogPost)?.[1];
      expect(ogImage).toContain('/opengraph-image');
      const paths = [
        '/',
        '/contact',
        '/no-such-page',
        '/blogs/rss.xml',
        '/icon.svg',
        '/logo.svg',
        new URL(ogImage!).pathname,
        '/api/health',
        '/api/b2b/leads/submit',
      ];
      for (const path of paths) {
        const allow = (await request.fetch(path, { method: 'PATCH' })).headers().allow.split(', ');
        for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'PUT']) {
          const status = (await request.fetch(path, { method, maxRedirects: 0 })).status();
          expect(status, `${method} ${path}`).not.toBe(500);
          expect(status === 405, `${method} ${path} (Allow: ${allow})`).toBe(
            !allow.includes(method),
          );
        }
      }
    },
  );

  test(
    '`*` as the request target asks what the server takes, and is nothing to fetch',
    { tag: '@no-page' },
    async () => {
      const options = await rawRequest(E2E_PORT, { method: 'OPTIONS', target: '*' });
      expect(options.status).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      for (const method of ['GET', 'HEAD', 'POST']) {
        const answer = await rawRequest(E2E_PORT, { method, target: '*' });
        expect(answer.status, `${method} *`).toBe(400);
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    },
  );

  test(
    'an absolute URL as the request target is refused, never redirected to its host',
    { tag: '@no-page' },
    async () => {
      for (const target of [
        'http://evil.example/contact',
        'http://evil.example/contact/',
        'https://evil.example/',
        `http://127.0.0.1:${E2E_PORT}/about-us/`,
      ]) {
        const answer = await rawRequest(E2E_PORT, { target });
        expect(answer.status, target).toBe(400);
        expect(answer.headers.location, target).toBeUndefined();
      }
    },
  );

  test(
    'a post over 64 KB is refused with 413 as it arrives, chunked or not',
    { tag: '@no-page' },
    async () => {
      const { fields } = await actionFields(E2E_PORT, '/contact');
      const form = (extra: [string, string][]) =>
        multipart([...fields, ['name', 'Asha'], ['email', uniqueEmail('big')], ...extra]);
      const posts: [string, ReturnType<typeof multipart>][] = [
        ['200 KB', form([['message', 'x'.repeat(200_000)]])],
        ['900 KB', form([['message', 'x'.repeat(900_000)]])],
        ['20,000 fields', form(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, 'x']))],
        ['9 MB', form([['message', 'x'.repeat(9_000_000)]])],
      ];
      for (const [label, { contentType, body }] of posts) {
        for (const framing of ['chunked', 'with its length']) {
          const answer = await rawRequest(E2E_PORT, {
            method: 'POST',
            target: '/contact',
            headers: { 'Content-Type': contentType },
            body: framing === 'chunked' ? inChunks(body) : body,
          });
          expect(answer.status, `${label} ${framing}`).toBe(413);
          expect(JSON.parse(answer.text)).toEqual({
            status: false,
            message: 'Request body is too large',
          });
        }
      }
      const api = await rawRequest(E2E_PORT, {
        method: 'POST',
        target: '/api/b2b/leads/submit',
        headers: { 'Content-Type': 'application/json' },
        body: inChunks(Buffer.from(JSON.stringify({ message: 'x'.repeat(2_000_000) }))),
      });
      expect(api.status).toBe(413);
    },
  );

  test(
    'a crafted Server Action post is a 400, and the form as the page renders it still works',
    { tag: '@no-page' },
    async () => {
      const { fields, prefix, id } = await actionFields(E2E_PORT, '/contact');
      // A person of its own: the genuine post is a new lead, not a repeat of another test's.
      const { name, email, phone } = uniquePerson('action', 'Asha');
      const typed: [string, string][] = [
        ['name', name],
        ['email', email],
        ['phone', phone],
        ['Websiteurl', 'example.in'],
        ['message', 'Hello'],
      ];
      const post = (form: [string, string][], headers: Record<string, string> = {}) => {
        const { contentType, body } = multipart(form);
        return rawRequest(E2E_PORT, {
          method: 'POST',
          target: '/contact',
          headers: { 'Content-Type': contentType, ...headers },
          body,
        });
      };
      const withArguments = (name: string, value: string) =>
        fields.map(([field, old]): [string, string] => [field, field === name ? value : old]);
      const crafted: [string, [string, string][], Record<string, string>?][] = [
        ['arguments that are not JSON', withArguments(`${prefix}1`, 'not json')],
        ['a Map reference', withArguments(`${prefix}1`, '["$Q9"]')],
        ['a Blob reference', withArguments(`${prefix}1`, '["$B1"]')],
        ['a server reference', withArguments(`${prefix}1`, '["$h1"]')],
        [
          'a bound list that is not there',
          withArguments(`${prefix}0`, `{"id":"${id}","bound":"$@99"}`),
        ],
        ['Next-Action, an empty form', [], { 'Next-Action': id }],
        ['Next-Action, 0=not json', [['0', 'not json']], { 'Next-Action': id }],
      ];
      for (const [label, form, headers] of crafted) {
        const answer = await post([...form, ...typed], headers);
        expect(answer.status, label).toBe(400);
        expect(JSON.parse(answer.text), label).toEqual({
          status: false,
          message: "Request body must be one of this site's forms, as a browser posts it",
        });
      }
      const empty = await rawRequest(E2E_PORT, {
        method: 'POST',
        target: '/contact',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Next-Action': id },
        body: Buffer.alloc(0),
      });
      expect(empty.status).toBe(400);
      expect((await exportLeads()).leads.filter((lead) => lead.email === email)).toEqual([]);

      const genuine = await post([...fields, ...typed]);
      expect(genuine.status).toBe(303);
      expect(genuine.headers.location).toBe('/contact/thank-you');
      expect((await exportLeads()).leads.filter((lead) => lead.email === email)).toHaveLength(1);
    },
  );

  test(
    'the readiness check reports the store, uncached and without personal data',
    { tag: '@no-page' },
    async ({ request }) => {
      const response = await request.get('/api/health');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      const body = await response.json();
      expect(body).toMatchObject({ status: 'ok', store: 'sqlite' });
      // The backups' state (none yet in the first minute after the start, when the first is taken).
      expect(Object.keys(body.backup).sort()).toEqual(['alert', 'newest_age_seconds']);
      expectSecurityHeaders(response, 'health');
    },
  );

  test('the thank-you page looks its names up as its own, not JavaScript internals', async ({
    page,
  }) => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      await page.goto(`/thank-you?for=${name}`);
      await expect(page.getByText('Your enquiry has reached us.')).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText('function');
    }
  });
});
