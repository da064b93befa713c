import { preflight } from '@/lib/server/http/cross-origin';
import { withSiteContext } from '@/lib/server/site/site-context';
import { serverConfig } from '@/lib/server/server-config';
import { handleNewsletterSubscribe } from '@/lib/server/intake/newsletter-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return withSiteContext(request, handleNewsletterSubscribe);
}

export function OPTIONS(request: Request) {
  return preflight(request, serverConfig().allowedOrigins);
}
