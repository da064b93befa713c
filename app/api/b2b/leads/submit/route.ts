import { withApiContext } from '@/lib/server/api-context';
import { handleLeadSubmit } from '@/lib/server/lead-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return withApiContext(request, handleLeadSubmit);
}
