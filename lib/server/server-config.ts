// Server-side settings, each from an environment variable documented in the README.

import 'server-only';

const int = (value: string | undefined, fallback: number, min = 0) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
};

/** The hosted B2B API's base, without a trailing slash; a value that is not http(s) is refused. */
function forwardBase(value: string | undefined) {
  const base = value?.trim().replace(/\/+$/, '');
  if (!base) return null;
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol)) {
    throw new Error(`LEADS_FORWARD_BASE is not an http(s) URL: ${base}`);
  }
  return base;
}

export function serverConfig(env: Record<string, string | undefined> = process.env) {
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'FULL').toUpperCase();
  return {
    /** PostgreSQL's connection URL; without it leads go to the SQLite file at dbPath. */
    databaseUrl: env.DATABASE_URL?.trim() || null,
    poolSize: int(env.PG_POOL_SIZE, 10, 1),
    dbPath: env.LEADS_DB_PATH?.trim() || 'data/leads.db',
    synchronous: (['FULL', 'NORMAL', 'EXTRA'].includes(synchronous) ? synchronous : 'FULL') as
      'FULL' | 'NORMAL' | 'EXTRA',
    /** Requests one visitor (one address) may send to the API per window. */
    rateLimitPoints: int(env.RATE_LIMIT_POINTS, 10),
    rateLimitWindowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 60),
    /** Reverse proxies in front of the app that set or append X-Forwarded-For; 0: served directly. */
    trustedProxyHops: int(env.TRUST_PROXY_HOPS, 0),
    /** A form sent faster than this after opening is a bot's. */
    minFillTimeMs: int(env.MIN_FILL_TIME_MS, 1500),
    // Every field at its maximum in Devanagari (3 bytes a character) is about 45 KB.
    maxBodyBytes: 64 * 1024,
    /** Every stored lead and subscription is also sent here, from the outbox. */
    forwardBase: forwardBase(env.LEADS_FORWARD_BASE),
    /** How long one forwarding attempt may take before it counts as failed. */
    forwardTimeoutMs: int(env.FORWARD_TIMEOUT_MS, 10_000, 1),
    /** The first retry's delay; each failure doubles it, up to forwardRetryMaxMs. */
    forwardRetryBaseMs: int(env.FORWARD_RETRY_BASE_MS, 5_000, 1),
    forwardRetryMaxMs: int(env.FORWARD_RETRY_MAX_MS, 15 * 60_000, 1),
    /** How often each instance looks for due items, besides right after storing one. */
    forwardPollMs: int(env.FORWARD_POLL_MS, 2_000, 10),
    /** Other sites' origins whose pages may call the API (CORS), comma-separated. */
    allowedOrigins: (env.API_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
