// Opens the lead store when the server starts, so migrations run before the first lead, a store
// that cannot be written to is reported at once (lib/server/api-context.ts logs it and retries),
// and the outbox resumes forwarding after a restart without waiting for a visitor.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverConfig } = await import('@/lib/server/server-config');
  const { apiContext } = await import('@/lib/server/api-context');
  // A bad setting stops the start here, with its message, rather than failing each lead later.
  serverConfig();
  await apiContext().catch(() => undefined);
}
