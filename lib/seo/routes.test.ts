/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { everyPage, mainRoutes } from '@/e2e/pages';
import { admissionPaths } from '../admission/admission-pages';
import { CONFIRMATION_PATHS } from '../leads/form-post';
import { collegeRoutes, indexableRoutes, pageRoutes, postRoutes, routePatterns } from './routes';

const confirmations = Object.values(CONFIRMATION_PATHS);
const thankYou = [admissionPaths.thankYou('en'), admissionPaths.thankYou('hi')];

describe('the route table', () => {
  it('names each page once', () => {
    expect(new Set(pageRoutes()).size).toBe(pageRoutes().length);
  });

  it('indexes neither the confirmation and thank-you pages nor the form pages', () => {
    const indexable = indexableRoutes();
    for (const path of [...confirmations, ...thankYou]) expect(indexable).not.toContain(path);
    expect(indexable.filter((path) => path.endsWith('/form'))).toEqual([]);
    expect(
      pageRoutes()
        .filter((path) => !indexable.includes(path))
        .sort(),
    ).toEqual(
      [...confirmations, ...thankYou, ...collegeRoutes('en'), ...collegeRoutes('hi')]
        .filter((path) => !path.endsWith('/admission'))
        .sort(),
    );
  });
});

/** Each page file's route, as Next names it: its folders but the route groups, `(en)`. */
const appRoutes = (dir = 'app', route: string[] = []): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [`/${route.join('/')}`] : [];
    const group = /^\(.+\)$/.test(entry.name);
    return appRoutes(path.join(dir, entry.name), group ? route : [...route, entry.name]);
  });

describe('the route patterns', () => {
  it("are the public app's routes, each page file's once", () => {
    // The operators' inbox and the universities' portal are no public pages: they report no speed
    // and are in no route table; nor
    // is a thank-you page's code step, which the proxy serves at the thank-you page's address
    // (lib/server/intake/code-step-route.ts).
    const publicRoutes = appRoutes().filter(
      (route) => !/^\/(inbox|portal)(\/|$)/.test(route) && !/\/thank-you\/code$/.test(route),
    );
    expect(publicRoutes.length).toBeLessThan(appRoutes().length);
    expect(routePatterns().sort()).toEqual(publicRoutes.sort());
  });
});

describe("the browser tests' page lists", () => {
  it('visit the confirmation pages with the main pages, and one post for all', () => {
    expect(mainRoutes).toEqual(expect.arrayContaining(confirmations));
    const [first, ...later] = postRoutes();
    expect(mainRoutes).toContain(first);
    for (const post of later) expect(everyPage).not.toContain(post);
  });

  it('visit every other page of the table, and the 404', () => {
    const [, ...later] = postRoutes();
    expect(everyPage).toEqual([
      ...pageRoutes().filter((path) => !later.includes(path)),
      '/no-such-page',
    ]);
  });
});
