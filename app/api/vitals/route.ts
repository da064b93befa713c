import { withApiContext } from '@/lib/server/intake/api-context';
import { handleVitals } from '@/lib/server/intake/vitals-handler';

export const dynamic = 'force-dynamic';

/** Each page's speed, as the visitor's browser measured it (lib/vitals/vitals-reporter.ts). */
export function POST(request: Request) {
  return withApiContext(request, handleVitals);
}
