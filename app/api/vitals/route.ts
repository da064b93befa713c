import { withSiteContext } from '@/lib/server/site/site-context';
import { handleVitals } from '@/lib/server/intake/vitals-handler';

export const dynamic = 'force-dynamic';

/** Each page's speed, as the visitor's browser measured it (lib/vitals/vitals-reporter.ts). */
export function POST(request: Request) {
  return withSiteContext(request, handleVitals);
}
