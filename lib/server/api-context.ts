import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { checkOrigin, withCors } from './cross-origin';
import { startForwarder, type Forwarder } from './forwarder';
import { storageUnavailable } from './guards';
import { logEvent } from './http';
import type { LeadStore } from './lead-store';
import { openStore } from './open-store';
import { serverConfig, type ServerConfig } from './server-config';

export type ApiContext = {
  config: ServerConfig;
  store: LeadStore;
  limiter: RateLimiterAbstract;
  /** Present when LEADS_FORWARD_BASE is set; woken after each new record. */
  forwarder: Forwarder | null;
};

export async function createApiContext(config: ServerConfig): Promise<ApiContext> {
  const { store, limiter } = await openStore(config);
  const forwarder = config.forwardBase
    ? startForwarder(store, { ...config, forwardBase: config.forwardBase })
    : null;
  return { config, store, limiter, forwarder };
}

/** Stops forwarding and closes the store (tests, and commands that open a context). */
export async function closeApiContext(ctx: ApiContext) {
  await ctx.forwarder?.stop();
  await ctx.store.close();
}

// One store, limiter and forwarder per server process, opened on first use; a failed opening
// (the database is down) is retried by the next request.
const holder = globalThis as typeof globalThis & { __leadwiseApi?: Promise<ApiContext> };

export function apiContext(): Promise<ApiContext> {
  holder.__leadwiseApi ??= createApiContext(serverConfig()).catch((error) => {
    holder.__leadwiseApi = undefined;
    throw error;
  });
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
    const ctx = await apiContext();
    const origin = checkOrigin(request, ctx.config.allowedOrigins, ctx.config.trustedProxyHops > 0);
    if (!origin.allowed) return origin.response;
    return withCors(await handler(request, ctx), origin.corsOrigin);
  } catch (error) {
    logEvent('error', 'api_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
