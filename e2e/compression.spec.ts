import { expect, test } from '@playwright/test';

// What a browser's Accept-Encoding gets from the site's server, page and RSC payload alike: brotli
// where it is taken (its window reaches the text that the flight data repeats), gzip otherwise,
// and the same document whichever way it travels.
const CHROME = 'gzip, deflate, br, zstd';

test.describe('compression', { tag: '@no-page' }, () => {
  for (const [path, headers, type] of [
    ['/blogs/festive-social-media-calendar', {}, 'text/html'],
    ['/services/seo', { RSC: '1' }, 'text/x-component'],
  ] as const) {
    test(`${path}${'RSC' in headers ? ' (RSC payload)' : ''}: brotli, else gzip, else as is`, async ({
      request,
    }) => {
      const answer = async (acceptEncoding: string) => {
        const response = await request.get(path, {
          headers: { ...headers, 'Accept-Encoding': acceptEncoding },
        });
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain(type);
        expect(response.headers().vary).toContain('Accept-Encoding');
        return { encoding: response.headers()['content-encoding'], body: await response.text() };
      };
      const brotli = await answer(CHROME);
      const gzip = await answer('gzip, deflate, br;q=0');
      const plain = await answer('identity');
      expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
      expect(brotli.body).toBe(plain.body);
      expect(gzip.body).toBe(plain.body);
    });
  }
});
