import { handleMetaNotification, handleMetaVerify } from '@/lib/server/channels/meta-webhook';
import { withSiteContext } from '@/lib/server/site/site-context';

export const dynamic = 'force-dynamic';

/** Meta's check of the webhook's subscription (hub.challenge). */
export function GET(request: Request) {
  return withSiteContext(request, handleMetaVerify);
}

/** Meta's signed `leadgen` notifications (lib/server/channels/meta-webhook.ts). */
export function POST(request: Request) {
  return withSiteContext(request, handleMetaNotification);
}
