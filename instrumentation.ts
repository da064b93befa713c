// Opens the lead store when the server starts, so migrations run before the first lead, a store
// that cannot be written to is reported at once (lib/server/site/site-context.ts logs it and retries),
// and the outbox resumes forwarding after a restart without waiting for a visitor.
import { nextRuntime, serverConfig } from '@/lib/server/server-config';
import { SettingsError } from '@/lib/config/settings-from-env';

export async function register() {
  if (nextRuntime !== 'nodejs') return;
  try {
    serverConfig();
  } catch (error) {
    // A bad setting stops the start here, in one line, rather than failing each lead later.
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { siteContext } = await import('@/lib/server/site/site-context');
  await siteContext().catch(() => undefined);
}
