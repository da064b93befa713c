import { PHONE_CHECK_COOKIE } from './phone-check-start';

// The thank-you pages are prerendered, their first paint's CSS inlined, and read no cookie. The
// code step (components/phone-check) is a route of its own beside each, rendered per request:
// the proxy rewrites a thank-you page to it only for a visitor a code was sent to.

const THANK_YOU = /^(?:\/hi)?\/thank-you$/;

/**
 * The route that answers `route` for this request: the code step's, or null for the page itself.
 * `smsOn` is asked last, reading the settings only for a thank-you page with the cookie.
 */
export function codeStepRoute(
  route: string,
  cookies: { has(name: string): boolean },
  smsOn: () => boolean,
): string | null {
  return THANK_YOU.test(route) && cookies.has(PHONE_CHECK_COOKIE) && smsOn()
    ? `${route}/code`
    : null;
}
