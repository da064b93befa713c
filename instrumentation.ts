// Opens the lead store when the server starts, so migrations run before the first lead and the
// outbox resumes forwarding after a restart without waiting for a visitor.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverConfig } = await import('@/lib/server/server-config');
  const { apiContext } = await import('@/lib/server/api-context');
  const { logEvent } = await import('@/lib/server/http');
  // A bad setting stops the start here, with its message, rather than failing each lead later.
  serverConfig();
  await apiContext().catch((error: Error) =>
    logEvent('error', 'store_unavailable_at_start', { error: error.message }),
  );
}
