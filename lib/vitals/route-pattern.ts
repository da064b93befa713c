// A page's route as the app names it, the one thing the speed report says of where a visitor was.

/** The 404 page's route, as Next names it (any unknown address: never the address itself). */
export const NOT_FOUND_ROUTE = '/_not-found';

/** Next's dynamic params of the page shown (`useParams()`). */
export type RouteParams = Record<string, string | string[] | undefined>;

const matches = (segment: string | undefined, value: string) =>
  segment === value || segment === encodeURIComponent(value);

/**
 * The route pattern of a path, from the dynamic params Next matched it with: each param's
 * segments become its name (`/college/lpu/admission` with `{ collegeId: 'lpu' }` is
 * `/college/[collegeId]/admission`), and the query string is never part of it. Each value is
 * looked for from the end, so a post named `blogs` is `/blogs/[blogId]`, not `/[blogId]/blogs`.
 */
export function routePattern(pathname: string, params: RouteParams | null): string {
  const segments = pathname.split('/');
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === undefined) continue;
    const parts = Array.isArray(value) ? value : [value];
    for (let at = segments.length - parts.length; at > 0; at--) {
      if (!parts.every((part, i) => matches(segments[at + i], part))) continue;
      segments.splice(at, parts.length, Array.isArray(value) ? `[...${name}]` : `[${name}]`);
      break;
    }
  }
  return segments.join('/');
}
