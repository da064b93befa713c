import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { checkOrigin, withCors } from './cross-origin';
import { storageUnavailable } from './guards';
import { logEvent } from './http';
import type { LeadStore } from './lead-store';
import { serverConfig, type ServerConfig } from './server-config';
import { openSqliteStore } from './sqlite-store';

export type ApiContext = { config: ServerConfig; store: LeadStore; limiter: RateLimiterAbstract };

export function createApiContext(config: ServerConfig, store?: LeadStore): ApiContext {
  return {
    config,
    store: store ?? openSqliteStore(config.dbPath, { synchronous: config.synchronous }),
    limiter: new RateLimiterMemory({
      points: config.rateLimitPoints,
      duration: config.rateLimitWindowSeconds,
    }),
  };
}

// One store and limiter per server process, opened on the first request.
const holder = globalThis as typeof globalThis & { __leadwiseApi?: ApiContext };

export function apiContext(): ApiContext {
  holder.__leadwiseApi ??= createApiContext(serverConfig());
  return holder.__leadwiseApi;
}

/**
 * Runs an API handler with the process's context, after refusing other sites' pages. A store that cannot open, or any other
 * failure on our side, is answered 503 with Retry-After and logged, never a 500.
 */
export async function withApiContext(
  request: Request,
  handler: (request: Request, ctx: ApiContext) => Promise<Response>,
): Promise<Response> {
  try {
    const ctx = apiContext();
    const origin = checkOrigin(request, ctx.config.allowedOrigins, ctx.config.trustedProxyHops > 0);
    if (!origin.allowed) return origin.response;
    return withCors(await handler(request, ctx), origin.corsOrigin);
  } catch (error) {
    logEvent('error', 'api_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
