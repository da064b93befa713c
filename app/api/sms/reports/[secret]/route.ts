import { withSiteContext } from '@/lib/server/site/site-context';
import { handleSmsReport } from '@/lib/server/intake/sms-report-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ secret: string }> }) {
  const { secret } = await params;
  return withSiteContext(request, (sent, ctx) => handleSmsReport(sent, secret, ctx));
}
