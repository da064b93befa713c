import { withApiContext } from '@/lib/server/api-context';
import { handleNewsletterSubscribe } from '@/lib/server/newsletter-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return withApiContext(request, handleNewsletterSubscribe);
}
