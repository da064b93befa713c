/** @jest-environment node */
import { pageRoutes, routePatterns } from '@/lib/seo/routes';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it("names each dynamic segment after Next's param, whatever the query was", () => {
    expect(routePattern('/college/lpu/admission', { collegeId: 'lpu' })).toBe(
      '/college/[collegeId]/admission',
    );
    expect(routePattern('/hi/college/cu/form', { collegeId: 'cu' })).toBe(
      '/hi/college/[collegeId]/form',
    );
    expect(routePattern('/contact', {})).toBe('/contact');
    expect(routePattern('/', null)).toBe('/');
  });

  it('finds the value where the param is, even when a static segment reads the same', () => {
    expect(routePattern('/blogs/blogs', { blogId: 'blogs' })).toBe('/blogs/[blogId]');
    expect(routePattern('/blogs/caf%C3%A9', { blogId: 'café' })).toBe('/blogs/[blogId]');
  });

  it('names a catch-all param once for all its segments', () => {
    expect(routePattern('/docs/a/b', { slug: ['a', 'b'] })).toBe('/docs/[...slug]');
  });
});

/** The params Next matches a path with on a route: each `[name]` segment's value. */
function paramsOn(pattern: string, path: string): Record<string, string> | null {
  const names = pattern.split('/');
  const values = path.split('/');
  if (names.length !== values.length) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const param = /^\[(\w+)\]$/.exec(name)?.[1];
    if (param) params[param] = values[i];
    else if (name !== values[i]) return null;
  }
  return params;
}

describe('every page of the route table', () => {
  it('maps each page to the one route Next matches it on', () => {
    const patterns = routePatterns();
    for (const path of pageRoutes()) {
      const matching = patterns.filter((pattern) => paramsOn(pattern, path));
      expect([path, matching]).toEqual([path, [expect.any(String)]]);
      expect(routePattern(path, paramsOn(matching[0], path))).toBe(matching[0]);
    }
    expect(patterns).toContain('/college/[collegeId]/admission');
    expect(patterns.filter((pattern) => pattern.startsWith('/college/'))).toHaveLength(2);
  });
});
