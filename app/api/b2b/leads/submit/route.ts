import { preflight } from '@/lib/server/http/cross-origin';
import { withApiContext } from '@/lib/server/intake/api-context';
import { serverConfig } from '@/lib/server/server-config';
import { handleLeadSubmit } from '@/lib/server/intake/lead-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return withApiContext(request, handleLeadSubmit);
}

export function OPTIONS(request: Request) {
  return preflight(request, serverConfig().allowedOrigins);
}
