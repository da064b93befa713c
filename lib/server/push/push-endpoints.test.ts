/** @jest-environment node */
import { isPushServiceEndpoint } from './push-endpoints';

// Which endpoints a push may go to (push-endpoints.ts): the browsers' push services over https,
// nothing of the server's own network; the tests' fake on 127.0.0.1 only under
// PUSH_TEST_LOOPBACK, which a site served to others refuses at start.

const served = { loopback: false };
const tests = { loopback: true };

it.each([
  'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
  'https://fcm.googleapis.com/wp/dGVzdA',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
  'https://web.push.apple.com/QGuQyavXutnMH',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
])('takes the push service at %s', (endpoint) => {
  expect(isPushServiceEndpoint(endpoint, served)).toBe(true);
});

it.each([
  ['any other host', 'https://push.example/send/1'],
  ['a host that only ends like one', 'https://evilfcm.googleapis.com.attacker.in/x'],
  ['a suffix without its dot', 'https://notpush.apple.com/x'],
  ['a push service over http', 'http://fcm.googleapis.com/fcm/send/1'],
  ['another port', 'https://fcm.googleapis.com:8443/fcm/send/1'],
  ['a user in the address', 'https://user:pass@fcm.googleapis.com/fcm/send/1'],
  ['a private address', 'https://10.0.0.5/push'],
  ['a link-local address', 'https://169.254.169.254/latest/meta-data/'],
  ['loopback over https', 'https://127.0.0.1:8080/push'],
  ['loopback over http', 'http://127.0.0.1:8080/push'],
  ['localhost', 'http://localhost:8080/push'],
  ['not a URL', 'fcm.googleapis.com/fcm/send/1'],
  ['an address too long', `https://fcm.googleapis.com/${'a'.repeat(1000)}`],
])('refuses %s', (_what, endpoint) => {
  expect(isPushServiceEndpoint(endpoint, served)).toBe(false);
});

it("takes plain http to 127.0.0.1 (the tests' fake) only under the test setting", () => {
  expect(isPushServiceEndpoint('http://127.0.0.1:41234/push/1', tests)).toBe(true);
  expect(isPushServiceEndpoint('http://127.0.0.1:41234/push/1', served)).toBe(false);
  expect(isPushServiceEndpoint('http://localhost:41234/push/1', tests)).toBe(false);
  expect(isPushServiceEndpoint('http://10.0.0.5/push/1', tests)).toBe(false);
});

describe('PUSH_TEST_LOOPBACK', () => {
  const configOf = (siteUrl: string) => {
    const before = process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = siteUrl;
    try {
      let serverConfig!: typeof import('../server-config').serverConfig;
      jest.isolateModules(() => {
        ({ serverConfig } =
          jest.requireActual<typeof import('../server-config')>('../server-config'));
      });
      return serverConfig;
    } finally {
      process.env.NEXT_PUBLIC_SITE_URL = before;
    }
  };

  it('is refused at start by a site served to others', () => {
    const serverConfig = configOf('https://leadwise.example');
    expect(() => serverConfig({ PUSH_TEST_LOOPBACK: 'allowed' })).toThrow(
      'Invalid setting PUSH_TEST_LOOPBACK: expected refused where NEXT_PUBLIC_SITE_URL is not on this machine (allowed is for tests only).',
    );
    expect(serverConfig({}).pushLoopback).toBe(false);
  });

  it("is taken by a site on this machine (a developer's, the tests')", () => {
    const serverConfig = configOf('http://localhost:3000');
    expect(serverConfig({ PUSH_TEST_LOOPBACK: 'allowed' }).pushLoopback).toBe(true);
    expect(() => serverConfig({ PUSH_TEST_LOOPBACK: 'yes' })).toThrow(
      'Invalid setting PUSH_TEST_LOOPBACK: expected refused or allowed.',
    );
    expect(() => serverConfig({ PUSH_FIRST_NAME: 'always' })).toThrow(
      'Invalid setting PUSH_FIRST_NAME: expected hidden or shown.',
    );
  });
});
