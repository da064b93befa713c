import { handleMetaNotification, handleMetaVerify } from '@/lib/server/channels/meta-webhook';
import { withApiContext } from '@/lib/server/intake/api-context';

export const dynamic = 'force-dynamic';

/** Meta's check of the webhook's subscription (hub.challenge). */
export function GET(request: Request) {
  return withApiContext(request, handleMetaVerify);
}

/** Meta's signed `leadgen` notifications (lib/server/channels/meta-webhook.ts). */
export function POST(request: Request) {
  return withApiContext(request, handleMetaNotification);
}
