import { handleGoogleLead } from '@/lib/server/channels/google-webhook';
import { withApiContext } from '@/lib/server/intake/api-context';

export const dynamic = 'force-dynamic';

/** Google Ads lead forms' webhook (lib/server/channels/google-webhook.ts). */
export function POST(request: Request) {
  return withApiContext(request, handleGoogleLead);
}
