import { preflight } from '@/lib/server/cross-origin';
import { withApiContext } from '@/lib/server/api-context';
import { serverConfig } from '@/lib/server/server-config';
import { handleNewsletterSubscribe } from '@/lib/server/newsletter-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return withApiContext(request, handleNewsletterSubscribe);
}

export function OPTIONS(request: Request) {
  return preflight(request, serverConfig().allowedOrigins);
}
