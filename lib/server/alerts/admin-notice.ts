import 'server-only';
import type { AlertLine } from './lead-alert';

/**
 * An alert to the admins about the site's own working, not about a lead (a lead channel gone
 * quiet: lib/server/channels/quiet-channels.ts), sent on the same alert channels as a lead's.
 */
export type AdminNotice = {
  /** Names the notice wherever it goes, the same at every retry (a Message-ID, a webhook key). */
  key: string;
  headline: string;
  lines: AlertLine[];
  /** What a webhook receiver that is no chat gets under `notice`. */
  fields: Record<string, string | number | null>;
};
