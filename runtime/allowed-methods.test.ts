/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_METHODS, INBOX_POSTS, isSheetUpload, methodsOfBuild } from './allowed-methods.mjs';

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods a route file exports, with the HEAD (for GET) and OPTIONS that Next adds. */
function exportedMethods(file: string) {
  const source = fs.readFileSync(file, 'utf8');
  const exported = HTTP_METHODS.filter((method) =>
    new RegExp(`export (?:(?:async )?function|const) ${method}\\b`).test(source),
  );
  if (exported.includes('GET')) exported.push('HEAD');
  exported.push('OPTIONS');
  return HTTP_METHODS.filter((method) => exported.includes(method));
}

describe('allowed methods', () => {
  it('lists each API route with the methods its file exports, and no other route', () => {
    const apiDir = path.join(process.cwd(), 'app', 'api');
    const routes = (fs.readdirSync(apiDir, { recursive: true }) as string[])
      .filter((name) => path.basename(name) === 'route.ts')
      .map((name) => [
        `/api/${path.dirname(name).split(path.sep).join('/')}`,
        exportedMethods(path.join(apiDir, name)),
      ]);
    expect(Object.fromEntries(routes)).toEqual(Object.fromEntries(API_METHODS));
  });

  it('lists each inbox and portal route that takes a post: the two sheet uploads', () => {
    const posting = ['inbox', 'portal'].flatMap((folder) => {
      const dir = path.join(process.cwd(), 'app', folder);
      return (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((name) => path.basename(name) === 'route.ts')
        .filter((name) => exportedMethods(path.join(dir, name)).includes('POST'))
        .map((name) => [`/${folder}/${path.dirname(name).split(path.sep).join('/')}`, ['POST']]);
    });
    expect(Object.fromEntries(posting)).toEqual(Object.fromEntries(INBOX_POSTS));
    expect([...INBOX_POSTS.keys()]).toEqual([
      '/inbox/import/upload',
      '/portal/[university]/sheet/upload',
    ]);
    expect(
      ['/portal/amity/sheet/upload', '/portal/amity/x/sheet/upload'].map(isSheetUpload),
    ).toEqual([true, false]);
  });

  it("tells pages, read-only routes, public files and Next's files apart from a build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leadwise-methods-'));
    try {
      fs.mkdirSync(path.join(dir, '.next'));
      fs.mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'public', 'images', 'a b.svg'), '<svg/>');
      const route = (page: string, regex: string) => ({ page, regex });
      fs.writeFileSync(
        path.join(dir, '.next', 'app-path-routes-manifest.json'),
        JSON.stringify({
          '/(en)/(main)/page': '/',
          '/(en)/(main)/blogs/[blogId]/page': '/blogs/[blogId]',
          '/(en)/(main)/blogs/rss.xml/route': '/blogs/rss.xml',
          '/(en)/(main)/blogs/[blogId]/opengraph-image-x1/route':
            '/blogs/[blogId]/opengraph-image-x1',
          '/api/health/route': '/api/health',
          '/api/sms/reports/[secret]/route': '/api/sms/reports/[secret]',
        }),
      );
      fs.writeFileSync(
        path.join(dir, '.next', 'routes-manifest.json'),
        JSON.stringify({
          staticRoutes: [
            route('/', '^/(?:/)?$'),
            route('/blogs/rss.xml', '^/blogs/rss\\.xml(?:/)?$'),
            route('/api/health', '^/api/health(?:/)?$'),
          ],
          dynamicRoutes: [
            route('/blogs/[blogId]', '^/blogs/([^/]+?)(?:/)?$'),
            route(
              '/blogs/[blogId]/opengraph-image-x1',
              '^/blogs/([^/]+?)/opengraph\\-image\\-x1(?:/)?$',
            ),
            route('/api/sms/reports/[secret]', '^/api/sms/reports/([^/]+?)(?:/)?$'),
          ],
        }),
      );
      const methodsOf = methodsOfBuild(dir);
      const page = ['GET', 'HEAD', 'POST'];
      const readOnly = ['GET', 'HEAD'];
      expect(
        Object.fromEntries(
          [
            '/',
            '/blogs/a-post',
            '/no-such-page',
            '/blogs/rss.xml',
            '/blogs/rss.xml/',
            '/blogs/a-post/opengraph-image-x1',
            '/images/a b.svg',
            '/_next/static/chunks/app.js',
            '/api/health/',
            '/api/b2b/leads/submit',
            '/api/sms/reports/a-long-secret',
          ].map((pathname) => [pathname, methodsOf(pathname)]),
        ),
      ).toEqual({
        '/': page,
        '/blogs/a-post': page,
        '/no-such-page': page,
        '/blogs/rss.xml': readOnly,
        '/blogs/rss.xml/': readOnly,
        '/blogs/a-post/opengraph-image-x1': readOnly,
        '/images/a b.svg': readOnly,
        '/_next/static/chunks/app.js': readOnly,
        '/api/health/': ['GET', 'HEAD', 'OPTIONS'],
        '/api/b2b/leads/submit': ['POST', 'OPTIONS'],
        '/api/sms/reports/a-long-secret': ['POST', 'OPTIONS'],
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
