import 'server-only';
import { CHANNEL_LABELS, type Platform } from '@/lib/channels/channel-names';
import { indiaReadable } from '@/lib/time/india-time';
import type { AdminNotice } from '../alerts/admin-notice';
import { logEvent } from '../http/http';
import { alertSenders } from '../outbox/outbox-senders';
import type { ServerConfig } from '../server-config';
import type { Db } from '../store/schema';
import { claimFailureNotice } from './channel-counts';
import { sendNotice, type NoticeSender } from './quiet-channels';

// A platform's lead that could not be read tells the admins (docs/operations.md#meta-lead-ads), on
// the lead alerts' channels as a quiet channel's notice is sent: an expired or revoked page token
// names the setting to renew; Meta failing to answer says the back-fill will try again. At most
// once per channel and kind every FAILURE_NOTICE_EVERY_MS, whichever instance fetched (the claim
// is a row of channel_counts). A deleted lead tells nobody: there is nothing to do. Never the
// lead's id or answers, nor Meta's words (which may quote them): the HTTP status at most.

/** How long after a notice the same channel's same failure tells nobody again. */
export const FAILURE_NOTICE_EVERY_MS = 6 * 3_600_000;

export type FailureKind = 'token' | 'failed';

/** The setting an expired token is renewed in. */
const TOKEN_SETTING = 'META_PAGE_ACCESS_TOKEN';

/** What the admins are told: what failed, since when, and what to do. */
export function failureNotice(
  channel: Platform,
  kind: FailureKind,
  detail: string,
  now: Date,
): AdminNotice {
  const label = CHANNEL_LABELS[channel];
  const at = now.toISOString();
  const status = /^HTTP \d{3}/.exec(detail)?.[0] ?? 'no answer';
  return kind === 'token'
    ? {
        key: `channel-token-${channel}-${at}`,
        headline: `${label}: renew ${TOKEN_SETTING}`,
        lines: [
          { label: 'Channel', value: label },
          { label: 'What', value: 'Meta refused the page access token (expired or revoked)' },
          { label: 'Since', value: indiaReadable(at) },
          {
            label: 'Renew',
            value: `Make a new long-lived page access token, set ${TOKEN_SETTING} and restart the server (docs/operations.md#meta-lead-ads); the back-fill then reads the leads missed meanwhile`,
          },
        ],
        fields: { event: 'channel_token_expired', channel, renew: TOKEN_SETTING, at },
      }
    : {
        key: `channel-fetch-${channel}-${at}`,
        headline: `${label}: leads could not be read`,
        lines: [
          { label: 'Channel', value: label },
          { label: 'What', value: `The Graph API answered ${status}` },
          { label: 'Since', value: indiaReadable(at) },
          {
            label: 'Check',
            value:
              'Channels in the inbox (/inbox/channels); the back-fill tries again every minute, so leads come in once Meta answers',
          },
        ],
        fields: { event: 'channel_fetch_failed', channel, status, at },
      };
}

/**
 * Tells the admins of a failed fetch unless this channel's same failure told them within
 * FAILURE_NOTICE_EVERY_MS; the notice sent, or null. `senders`: the alert channels' (given by a
 * test), else made from the settings for this one notice and closed after it.
 */
export async function tellFetchFailure(
  db: Db,
  config: ServerConfig,
  { channel, kind, detail }: { channel: Platform; kind: FailureKind; detail: string },
  now: Date,
  given?: readonly NoticeSender[],
): Promise<AdminNotice | null> {
  const made = given ? [] : alertSenders(config).map(({ sender }) => sender);
  const senders = given ?? made;
  try {
    if (!senders.length) return null;
    if (!(await claimFailureNotice(db, channel, kind, now, FAILURE_NOTICE_EVERY_MS))) return null;
    const notice = failureNotice(channel, kind, detail, now);
    logEvent('warn', notice.fields.event as string, notice.fields);
    await sendNotice(senders, notice, 'channel_failure_alert_failed');
    return notice;
  } finally {
    await Promise.all(made.map((sender) => sender.close()));
  }
}
