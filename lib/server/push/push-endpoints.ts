import 'server-only';

// Where a push may go (docs/operations.md#push-to-the-owners-phone): a browser's endpoint is an
// address the browser hands us, so the server sends only to the push services of the browsers an
// operator may use, over https on their own port, never to an address of its own network. Plain
// http to 127.0.0.1 is the tests' fake push service's, under PUSH_TEST_LOOPBACK, which a site
// served to others refuses at start (server-config.ts).

/** Google's (Chrome, Android), then any host under Mozilla's, Apple's and Microsoft's. */
const PUSH_HOST = 'fcm.googleapis.com';
const PUSH_HOST_SUFFIXES = ['.push.services.mozilla.com', '.push.apple.com', '.notify.windows.com'];

/** Longer than any push service's endpoint. */
const MAX_ENDPOINT = 1000;

export type EndpointRules = { loopback: boolean };

/** Whether a push to `value` may be sent: a push service's https address (or the tests' fake). */
export function isPushServiceEndpoint(value: string, { loopback }: EndpointRules): boolean {
  if (value.length > MAX_ENDPOINT || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  if (url.protocol === 'http:') return loopback && url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' || url.port) return false;
  return (
    url.hostname === PUSH_HOST || PUSH_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix))
  );
}
