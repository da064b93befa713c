import type { Metadata } from 'next';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { PushSwitch } from '@/components/push/push-switch';
import { TestPushForm } from '@/components/push/test-push-form';
import { notificationsCopy } from '@/content/inbox-push';
import { notificationsPath } from '@/lib/inbox/inbox-paths';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';
import { MAX_DEVICES } from '@/lib/server/push/push-subscriptions';

export const metadata: Metadata = { title: notificationsCopy.title };

/**
 * Each operator's notifications (docs/operations.md#push-to-the-owners-phone): turn them on or off
 * for this device, see how many of theirs have them, and send a test.
 */
export default async function NotificationsPage() {
  const { operator, account } = await operatorPage(notificationsPath);
  const publicKey = account.push.publicKey;
  const devices = await account.push.count();
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{notificationsCopy.title}</h1>
        <p>{notificationsCopy.intro}</p>
        {publicKey ? (
          <>
            <p className="text-sm text-gray-700">{notificationsCopy.install}</p>
            <PushSwitch publicKey={publicKey} />
            <p data-testid="push-devices">{notificationsCopy.devices(devices)}</p>
            <p className="text-sm text-gray-700">{notificationsCopy.deviceLimit(MAX_DEVICES)}</p>
            <TestPushForm />
          </>
        ) : (
          <p role="status">{notificationsCopy.notSetUp}</p>
        )}
      </main>
    </>
  );
}
