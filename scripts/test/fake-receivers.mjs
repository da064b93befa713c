// Local stand-ins for what the outbox sends to (the hosted B2B API, a chat webhook, an SMTP
// server), for the tests and `bench:leads`: each listens on 127.0.0.1 on a port of its own,
// records what arrives and when, and answers as its mode says: 'ok', 'down' (a refusal to retry
// later) or 'stall' (it takes the request and never answers).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const listening = (server) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });

/**
 * An HTTP receiver of JSON POSTs. `answers` maps each mode but 'stall' to the status and body it
 * answers with, and whether that call counts as delivered.
 */
export async function startJsonReceiver(answers, mode = 'ok') {
  const state = { mode, calls: [], delivered: [], stalled: 0 };
  const stalled = new Set();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let body = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text
      }
      const call = {
        path: request.url ?? '',
        idempotencyKey: request.headers['idempotency-key']?.toString() ?? null,
        body,
        receivedAt: Date.now(),
      };
      state.calls.push(call);
      if (state.mode === 'stall') {
        state.stalled += 1;
        stalled.add(response);
        return;
      }
      const answer = answers[state.mode];
      if (answer.delivered) state.delivered.push(call);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(text);
    });
  });
  const port = await listening(server);
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    setMode(next) {
      state.mode = next;
    },
    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A chat's incoming webhook, as Slack answers: `ok`, or a 503 while down. */
export async function startWebhookReceiver(mode = 'ok') {
  const receiver = await startJsonReceiver(
    {
      ok: { status: 200, body: 'ok', delivered: true },
      down: { status: 503, body: 'service_unavailable', delivered: false },
    },
    mode,
  );
  return { ...receiver, url: `${receiver.origin}/hook` };
}

/**
 * An SMTP server without TLS that takes mail for anyone, as `user`/`pass` when given. A message
 * counts as received only once it is answered 250; while down, each is refused with a 451.
 */
export async function startSmtpReceiver({ user, pass } = {}, mode = 'ok') {
  const state = { mode, messages: [], stalled: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: !user,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.mode === 'stall') {
          state.stalled += 1;
          return;
        }
        if (state.mode === 'down')
          return callback(
            Object.assign(new Error('Service not available, try again later'), {
              responseCode: 451,
            }),
          );
        state.messages.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          receivedAt: Date.now(),
        });
        callback(null, 'Message accepted');
      });
    },
  });
  const port = await listening(server.server);
  const login = user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass)}@` : '';
  return {
    url: `smtp://${login}127.0.0.1:${port}`,
    state,
    setMode(next) {
      state.mode = next;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Meta's Conversions API events endpoint (`<base>/<pixel id>/events`), as Meta answers: 200 with
 * `events_received`, or, while down, a transient 500 with Meta's error object.
 */
export async function startMetaReceiver(mode = 'ok') {
  const receiver = await startJsonReceiver(
    {
      ok: {
        status: 200,
        body: { events_received: 1, messages: [], fbtrace_id: 'AbCdEfGhIjK' },
        delivered: true,
      },
      down: {
        status: 500,
        body: {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            code: 2,
            is_transient: true,
            fbtrace_id: 'AbCdEfGhIjK',
          },
        },
        delivered: false,
      },
    },
    mode,
  );
  return { ...receiver, base: `${receiver.origin}/v26.0` };
}
