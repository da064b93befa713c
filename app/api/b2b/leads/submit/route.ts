import { preflight } from '@/lib/server/http/cross-origin';
import { withSiteContext } from '@/lib/server/site/site-context';
import { serverConfig } from '@/lib/server/server-config';
import { handleLeadSubmit } from '@/lib/server/intake/lead-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return withSiteContext(request, handleLeadSubmit);
}

export function OPTIONS(request: Request) {
  return preflight(request, serverConfig().allowedOrigins);
}
