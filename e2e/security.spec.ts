import { expect, test, type APIResponse } from '@playwright/test';
import { clickOpener } from './support';

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
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the screen');

  test('a page, an API answer and the 404 carry every header; pages allow only hashed inline scripts', async ({
    request,
  }) => {
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
  });

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

  test('the API refuses other sites and the image optimiser refuses other hosts', async ({
    request,
  }) => {
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
  });

  test('malformed addresses, unserved methods and redirects are answered 4xx or 3xx with every header', async ({
    request,
  }) => {
    for (const path of ['/blogs/%', '/services/%', '/college/%E0%A4/admission', '/%zz']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(expectSecurityHeaders(response, path)).toContain("default-src 'none'");
    }
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      const response = await request.fetch('/', { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
      expectSecurityHeaders(response, method);
    }
    const redirect = await request.get('/about-us/', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toBe('/about-us');
    expectSecurityHeaders(redirect, 'trailing-slash redirect');
    const missing = await request.get('/blogs/no-such-post');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'unknown post');
  });

  test('the readiness check reports the store, uncached and without personal data', async ({
    request,
  }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', store: 'sqlite' });
    expectSecurityHeaders(response, 'health');
  });

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
