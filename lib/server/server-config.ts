// Server-side settings, each from an environment variable documented in the README.

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

export function serverConfig(env: Record<string, string | undefined> = process.env) {
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'FULL').toUpperCase();
  return {
    dbPath: env.LEADS_DB_PATH?.trim() || 'data/leads.db',
    synchronous: (['FULL', 'NORMAL', 'EXTRA'].includes(synchronous) ? synchronous : 'FULL') as
      'FULL' | 'NORMAL' | 'EXTRA',
    /** Requests a client may send to the API per window. */
    rateLimitPoints: int(env.RATE_LIMIT_POINTS, 20),
    rateLimitWindowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 60),
    /** How many reverse proxies in front of the app append to X-Forwarded-For; 0 trusts none. */
    trustedProxyHops: int(env.TRUST_PROXY_HOPS, 0),
    /** A form sent faster than this after opening is a bot's. */
    minFillTimeMs: int(env.MIN_FILL_TIME_MS, 1500),
    maxBodyBytes: 16 * 1024,
    /** Other sites' origins whose pages may call the API (CORS), comma-separated. */
    allowedOrigins: (env.API_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;
