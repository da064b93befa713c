// The server settings, each from an environment variable documented in the README's table. A bad
// value stops the start (instrumentation.ts) with one line naming it, rather than a silent default.

import 'server-only';
import * as z from 'zod/mini';
import { isWebAddress } from '@/lib/attribution';
import { settingsFromEnv } from '@/lib/settings-from-env';

const wholeNumber = (fallback: number, min: number) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+$/, { error: `a whole number of at least ${min}` })),
      z.pipe(
        z.transform(Number),
        z.number().check(z.gte(min, { error: `a whole number of at least ${min}` })),
      ),
    ),
    fallback,
  );

const serverSchema = z.object({
  /** PostgreSQL's connection URL; without it leads go to the SQLite file at LEADS_DB_PATH. */
  DATABASE_URL: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol),
          { error: 'a postgres:// or postgresql:// URL' },
        ),
      ),
  ),
  PG_POOL_SIZE: wholeNumber(10, 1),
  LEADS_DB_PATH: z._default(z.string(), 'data/leads.db'),
  SQLITE_SYNCHRONOUS: z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.toUpperCase()),
      ),
      z.enum(['FULL', 'NORMAL', 'EXTRA'], { error: 'FULL, EXTRA or NORMAL' }),
    ),
    'FULL',
  ),
  /** Requests one visitor (one address) may send to the API per window. */
  RATE_LIMIT_POINTS: wholeNumber(10, 1),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(60, 1),
  /** Reverse proxies in front of the app that set or append X-Forwarded-For; 0: served directly. */
  TRUST_PROXY_HOPS: wholeNumber(0, 0),
  /** A form sent faster than this after opening is a bot's. */
  MIN_FILL_TIME_MS: wholeNumber(1500, 0),
  /** Every stored lead and subscription is also sent to this hosted B2B API, from the outbox. */
  LEADS_FORWARD_BASE: z.optional(
    z.pipe(
      z.string().check(z.refine(isWebAddress, { error: 'an http(s) URL' })),
      z.transform((value) => value.replace(/\/+$/, '')),
    ),
  ),
  /** How long one forwarding attempt may take before it counts as failed. */
  FORWARD_TIMEOUT_MS: wholeNumber(10_000, 1),
  /** The first retry's delay; each failure doubles it, up to FORWARD_RETRY_MAX_MS. */
  FORWARD_RETRY_BASE_MS: wholeNumber(5_000, 1),
  FORWARD_RETRY_MAX_MS: wholeNumber(15 * 60_000, 1),
  /** How often each instance looks for due items, besides right after storing one. */
  FORWARD_POLL_MS: wholeNumber(2_000, 10),
  /** Other sites' origins whose pages may call the API (CORS), comma-separated. */
  API_ALLOWED_ORIGINS: z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim().replace(/\/+$/, ''))
            .filter(Boolean),
        ),
      ),
      z.array(
        z.string().check(z.refine(isWebAddress, { error: 'comma-separated http(s) origins' })),
      ),
    ),
    [],
  ),
});

export type ServerSettings = z.output<typeof serverSchema>;

export function serverConfig(env: Record<string, string | undefined> = process.env) {
  const settings = settingsFromEnv(serverSchema, env);
  return {
    databaseUrl: settings.DATABASE_URL ?? null,
    poolSize: settings.PG_POOL_SIZE,
    dbPath: settings.LEADS_DB_PATH,
    synchronous: settings.SQLITE_SYNCHRONOUS,
    rateLimitPoints: settings.RATE_LIMIT_POINTS,
    rateLimitWindowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
    trustedProxyHops: settings.TRUST_PROXY_HOPS,
    minFillTimeMs: settings.MIN_FILL_TIME_MS,
    // Every field at its maximum in Devanagari (3 bytes a character) is about 45 KB.
    maxBodyBytes: 64 * 1024,
    forwardBase: settings.LEADS_FORWARD_BASE ?? null,
    forwardTimeoutMs: settings.FORWARD_TIMEOUT_MS,
    forwardRetryBaseMs: settings.FORWARD_RETRY_BASE_MS,
    forwardRetryMaxMs: settings.FORWARD_RETRY_MAX_MS,
    forwardPollMs: settings.FORWARD_POLL_MS,
    allowedOrigins: settings.API_ALLOWED_ORIGINS,
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;

/** Every server setting by its variable's name, at its default (the README's table lists them). */
export const serverDefaults = (): ServerSettings => settingsFromEnv(serverSchema, {});

/** Which runtime this code runs in: Next inlines it per bundle ('nodejs' or 'edge'). */
export const nextRuntime = process.env.NEXT_RUNTIME;

/** A production build, where the CSP hashes written after the build exist. */
export const isProduction = process.env.NODE_ENV === 'production';
