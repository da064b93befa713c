import { PHONE_CHECK_COOKIE } from './phone-check-start';

// The thank-you pages are prerendered, their first paint's CSS inlined, and read no cookie. The
// code step (components/phone-check) is a route of its own beside each, rendered per request:
// the proxy rewrites a thank-you page to it only for a visitor a code was sent to.

/** Which lead's thank-you page: an admission's (English or Hindi) or a proposal's. */
export type CodeStepKind = 'admission' | 'proposal';

const THANK_YOU: [CodeStepKind, RegExp][] = [
  ['admission', /^(?:\/hi)?\/thank-you$/],
  ['proposal', /^\/contact\/thank-you$/],
];

/** Whether codes go to this kind's leads: the gateway's settings, and SMS_PROPOSALS for proposals. */
export const codesFor = (sms: { proposals: boolean } | null, kind: CodeStepKind) =>
  sms !== null && (kind === 'admission' || sms.proposals);

/**
 * The route that answers `route` for this request: the code step's, or null for the page itself.
 * `codesOn` is asked last, reading the settings only for a thank-you page with the cookie.
 */
export function codeStepRoute(
  route: string,
  cookies: { has(name: string): boolean },
  codesOn: (kind: CodeStepKind) => boolean,
): string | null {
  const kind = THANK_YOU.find(([, page]) => page.test(route))?.[0];
  return kind && cookies.has(PHONE_CHECK_COOKIE) && codesOn(kind) ? `${route}/code` : null;
}
