// A stand-in for MSG91's Flow API (`POST /api/v5/flow/`) on 127.0.0.1, for the tests, the e2e
// server and `bench:verify`: records each message it is asked to send (its authkey, Flow, sender,
// mobile and code) and answers as MSG91 does, `{"type":"success","message":"<request id>"}`, or,
// while down, a 500 with MSG91's error shape. `GET /messages` lists what it recorded, so that a
// browser test reads the code a student would read on their phone.
import http from 'node:http';

/** Starts the fake on `port` (0: any free one); `codeVariable` as MSG91_CODE_VARIABLE says. */
export async function startFakeSmsGateway({ port = 0, codeVariable = 'otp' } = {}) {
  const state = { mode: 'ok', messages: [], refused: 0 };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const answer = (status, body) =>
        response
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(body));
      if (request.method === 'GET' && request.url === '/messages')
        return answer(200, state.messages);
      if (request.method !== 'POST' || request.url !== '/api/v5/flow/')
        return answer(404, { type: 'error', message: 'not found' });
      if (state.mode === 'down') {
        state.refused += 1;
        return answer(500, { type: 'error', message: 'Service unavailable' });
      }
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return answer(400, { type: 'error', message: 'Invalid JSON' });
      }
      const id = `fake${String(state.messages.length + 1).padStart(6, '0')}`;
      for (const recipient of body.recipients ?? [])
        state.messages.push({
          id,
          authkey: request.headers.authkey ?? null,
          flowId: body.flow_id,
          sender: body.sender,
          mobile: recipient.mobiles,
          code: recipient[codeVariable],
          receivedAt: Date.now(),
        });
      answer(200, { type: 'success', message: id });
    });
  });
  // Idle connections are closed by the client alone: the server's own 5-second close raced the
  // client's reuse of the socket on a busy machine ("fetch failed"), which no test is about.
  server.keepAliveTimeout = 0;
  const bound = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });
  return {
    origin: `http://127.0.0.1:${bound}`,
    state,
    setMode(next) {
      state.mode = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
