// A local stand-in for a browser's push service (Web Push, RFC 8030/8291/8292) for the tests and
// `bench:assign`: it hands out subscriptions on 127.0.0.1 (an endpoint and the browser's keys, as
// a browser's PushManager would), and records each push it receives with its TTL and Urgency, the
// VAPID Authorization header checked (`vapid t=<JWT>, k=<key>`: an ES256 JWT whose audience is
// this origin, signed by that key, with an expiry and a subject) and the payload decrypted with
// the subscription's keys. A push is answered 201; one to an endpoint marked gone, 410; one to an
// endpoint told to redirect, 307 to wherever it was told. Held pushes wait for the test to answer
// them one by one, so a test can see how many a sender has in flight at once.
import crypto from 'node:crypto';
import http from 'node:http';

const base64url = (buffer) => Buffer.from(buffer).toString('base64url');

/** Why a VAPID Authorization header is wrong, or null when its shape and signature hold. */
export function vapidProblem(header, origin, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'not `vapid t=<JWT>, k=<key>`';
  const [, token, key] = match;
  const [head, body, signature] = token.split('.');
  let jwtHeader;
  let claims;
  try {
    jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return 'the JWT is not base64url JSON';
  }
  if (jwtHeader.alg !== 'ES256') return `the JWT's alg is ${jwtHeader.alg}, not ES256`;
  if (claims.aud !== origin) return `aud is ${claims.aud}, not ${origin}`;
  if (!Number.isInteger(claims.exp) || claims.exp * 1000 <= now) return 'exp is missing or past';
  if (claims.exp * 1000 > now + 24 * 3600_000) return 'exp is more than 24 hours away';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return 'sub is not a mailto: or https: address';
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 public key';
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: base64url(raw.subarray(1, 33)),
      y: base64url(raw.subarray(33)),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return signed ? null : 'the JWT is not signed by k';
}

/** Decrypts an aes128gcm body (RFC 8291) for the subscription whose keys are given. */
export function decryptPush(body, { ecdh, auth }) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16),
  );
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with 0x02 and any zeros after it.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  return padded.subarray(0, end).toString('utf8');
}

export async function startFakePushService() {
  const keysOf = new Map();
  const gone = new Set();
  const redirects = new Map();
  const held = [];
  let holding = false;
  const state = { pushes: [], refused: [], mostHeld: 0 };
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks);
      const authorization = request.headers.authorization ?? null;
      const problem = vapidProblem(authorization, origin);
      const keys = keysOf.get(path);
      const push = {
        path,
        ttl: request.headers.ttl ?? null,
        urgency: request.headers.urgency ?? null,
        encoding: request.headers['content-encoding'] ?? null,
        authorization,
        payload: null,
        receivedAt: Date.now(),
      };
      if (request.method !== 'POST' || problem || !keys) {
        state.refused.push({ ...push, problem: problem ?? 'no such subscription' });
        response.writeHead(problem ? 403 : 404).end(problem ?? 'no such subscription');
        return;
      }
      if (gone.has(path)) {
        state.refused.push({ ...push, problem: 'gone' });
        response.writeHead(410).end('push subscription has unsubscribed or expired');
        return;
      }
      if (redirects.has(path)) {
        state.refused.push({ ...push, problem: 'redirected' });
        response.writeHead(307, { Location: redirects.get(path) }).end();
        return;
      }
      try {
        push.payload = JSON.parse(decryptPush(body, keys));
      } catch (error) {
        state.refused.push({ ...push, problem: `payload: ${error.message}` });
        response.writeHead(400).end('payload cannot be decrypted');
        return;
      }
      const answer = () => {
        state.pushes.push(push);
        response.writeHead(201, { Location: `${path}/messages/${state.pushes.length}` }).end();
      };
      if (!holding) return answer();
      held.push(answer);
      state.mostHeld = Math.max(state.mostHeld, held.length);
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    state,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    subscription() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const path = `/push/${crypto.randomUUID()}`;
      keysOf.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
      };
    },
    /** From now on the push service answers this endpoint 410 Gone (the browser unsubscribed). */
    unsubscribe(endpoint) {
      gone.add(new URL(endpoint).pathname);
    },
    /** From now on pushes to this endpoint are answered 307 to `location`. */
    redirect(endpoint, location) {
      redirects.set(new URL(endpoint).pathname, location);
    },
    /** From now on each push waits, unanswered, until `release` answers it. */
    hold() {
      holding = true;
    },
    /** How many pushes wait now. */
    heldCount: () => held.length,
    /** Answers the push that has waited longest, 201. */
    release() {
      held.shift()?.();
    },
    /** The pushes received for this endpoint. */
    pushesTo(endpoint) {
      const path = new URL(endpoint).pathname;
      return state.pushes.filter((push) => push.path === path);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
