import { handleGoogleLead } from '@/lib/server/channels/google-webhook';
import { withSiteContext } from '@/lib/server/site/site-context';

export const dynamic = 'force-dynamic';

/** Google Ads lead forms' webhook (lib/server/channels/google-webhook.ts). */
export function POST(request: Request) {
  return withSiteContext(request, handleGoogleLead);
}
