// A university's admission CRM as the tests, the e2e suite and `bench:deliver` meet it: it listens
// on 127.0.0.1, checks each POST's Standard Webhooks signature with the secret it was given,
// answers each webhook id once by `answer` (a repeat of an id gets the same answer, as a CRM that
// keeps keys would give), and counts every id it was sent.
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

/** A `whsec_` secret for a test. */
export const TEST_SECRET = `whsec_${Buffer.from('leadwise-test-university-secret-32b').toString('base64')}`;

/**
 * `answer(body, id)` gives `{ status, body }` (status 200 with `{status: 'Success', id}` by
 * default) or `'stall'` (no answer); `delayMs` before each answer.
 */
export async function startFakeUniversity({
  secret = TEST_SECRET,
  delayMs = 0,
  localAddress,
} = {}) {
  const webhook = new Webhook(secret);
  const state = {
    calls: [],
    unsigned: 0,
    /** How many times each webhook id came. */
    ids: new Map(),
    answered: new Map(),
    answer: (body, id) => ({ status: 200, body: { status: 'Success', id: `U-${id}` } }),
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
          name,
          String(request.headers[name] ?? ''),
        ]),
      );
      let event;
      try {
        event = webhook.verify(raw, headers);
      } catch {
        state.unsigned += 1;
        response.writeHead(401, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ status: 'Fail', message: 'bad signature' }));
        return;
      }
      const id = headers['webhook-id'];
      state.ids.set(id, (state.ids.get(id) ?? 0) + 1);
      state.calls.push({ id, headers, event, receivedAt: Date.now() });
      const answer = state.answered.get(id) ?? state.answer(event, id);
      if (answer === 'stall') return;
      if (answer.status >= 200 && answer.status < 300) state.answered.set(id, answer);
      setTimeout(() => {
        response.writeHead(answer.status, { 'Content-Type': 'application/json' });
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      }, delayMs);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, localAddress ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address();
  return {
    url: `http://${address}:${port}/leads`,
    secret,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
