import 'server-only';
import { ownerEmailCopy } from '@/content/inbox-push';
import { publicConfig } from '@/lib/config/public-config';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import { smtpCause, smtpTransport } from '../outbox/email-sender';
import { attempt, type Outcome, type Sender } from '../outbox/outbox-send';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';
import { firstNameOf, noticeMessage, type OwnerNotice, type PushMessage } from './owner-notice';
import { pushSubscriptions } from './push-subscriptions';
import type { VapidKeys } from './vapid-keys';
import { describePush, pushToOperator } from './web-push-send';

// Sends an owner's notice (owner-notice.ts), one outbox item each: a Web Push to each of their
// browsers, urgent, living as long as the first-contact deadline (a push delivered later is of no
// use: the lead has moved on). Where no browser of theirs takes it (none subscribed, all gone, or
// their push services failing), the owner is emailed instead, once; with neither, the item is
// withheld (nothing could ever send it) unless a push service may take it on a retry.

type PushConfig = Pick<
  ServerConfig,
  'alertEmail' | 'forwardTimeoutMs' | 'firstContactDeadlineMs' | 'pushLoopback' | 'pushFirstName'
>;

const absolute = (path: string) => new URL(path, publicConfig.siteUrl).toString();

export function pushSender(
  config: PushConfig,
  database: StoreDatabase,
  vapid: VapidKeys | null,
): Sender {
  const subscriptions = pushSubscriptions(database);
  const email = config.alertEmail;
  const transport = email ? smtpTransport(email, config.forwardTimeoutMs) : null;
  const ttlSeconds = Math.round(config.firstContactDeadlineMs / 1000);

  const owner = (id: string) =>
    database.db.selectFrom('operator').select('email').where('id', '=', id).executeTakeFirst();

  const byEmail = async (
    notice: OwnerNotice,
    message: PushMessage,
    pushed: string,
  ): Promise<Outcome> => {
    const to = (await owner(notice.operator_id))?.email;
    if (!transport || !email || !to)
      return {
        ok: false,
        http_status: null,
        detail: `${pushed}; ${to ? 'email alerts are off (LEAD_ALERT_SMTP_URL)' : 'the owner has no account'}`,
        cause: 'no-channel',
        withheld: true,
      };
    try {
      const info = await transport.sendMail({
        from: email.from,
        to,
        subject: ownerEmailCopy.subject(message.title, notice.about),
        text: ownerEmailCopy.text(
          message.title,
          notice.about,
          absolute(message.url),
          absolute(notificationsPath),
        ),
      });
      return {
        ok: true,
        http_status: null,
        detail: `${pushed}; emailed the owner: ${info.response}`,
        cause: null,
      };
    } catch (error) {
      const err = error as Error & { code?: string; responseCode?: number };
      return {
        ok: false,
        http_status: null,
        detail: `${pushed}; ${err.message}`,
        cause: smtpCause(err),
      };
    }
  };

  return {
    send: (item) =>
      attempt(async () => {
        const notice = JSON.parse(item.payload) as OwnerNotice;
        // Read as it is sent, so the queued item holds no name and an erased lead's is never shown.
        const firstName = config.pushFirstName
          ? await firstNameOf(database.db, notice.lead_id)
          : null;
        const message = noticeMessage(notice, firstName);
        if (!vapid) return byEmail(notice, message, 'pushes are off (no VAPID keys)');
        const pushed = await pushToOperator(subscriptions, notice.operator_id, message, {
          vapid,
          ttlSeconds,
          timeoutMs: config.forwardTimeoutMs,
          loopback: config.pushLoopback,
        });
        const said = describePush(pushed);
        if (pushed.accepted) return { ok: true, http_status: 201, detail: said, cause: null };
        const outcome = await byEmail(notice, message, said);
        // A push service that failed may take it on a retry: not withheld while one did.
        return outcome.withheld && pushed.failed.length
          ? { ...outcome, withheld: false, cause: pushed.failed[0] }
          : outcome;
      }),
    close: async () => transport?.close(),
  };
}
