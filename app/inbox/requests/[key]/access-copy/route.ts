import { inboxHomeCopy } from '@/content/inbox';
import { requestNotFoundCopy, requestPageCopy } from '@/content/inbox-requests';
import { accessCopyPath, signInPath } from '@/lib/inbox/inbox-paths';
import { can, RIGHTS_REQUESTS_PERMISSION } from '@/lib/inbox/roles';
import { logEvent, storageUnavailable } from '@/lib/server/http/http';
import { requestOperator } from '@/lib/server/inbox/operator-session';
import { hasVerified, namedPerson, verifiedPerson } from '@/lib/server/privacy/contact-checks';
import { rightsRequests } from '@/lib/server/privacy/rights-requests';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/**
 * The access copy of the person a rights request names: a JSON file of everything held about
 * them (personal-data.ts), for an admin to send them. Never cached; logged with the request's
 * reference and what the file holds, never the person's phone or email.
 */
export async function GET(_: Request, { params }: { params: Promise<{ key: string }> }) {
  const key = (await params).key.slice(0, 40);
  const here = accessCopyPath(key);
  try {
    const { ctx, operator, log } = await requestOperator();
    if (!operator)
      return new Response(null, {
        status: 303,
        headers: { ...PRIVATE, Location: signInPath(here) },
      });
    if (!can(operator.role, RIGHTS_REQUESTS_PERMISSION)) {
      await log({ action: 'access-refused', record: here, detail: `role ${operator.role}` });
      return text(403, inboxHomeCopy.forbidden);
    }
    const request = await rightsRequests(ctx.store.database).find(key);
    if (!request) return text(404, requestNotFoundCopy.text);
    // Only what the request's verified contacts reach, and no record holding another contact.
    if (!hasVerified(request)) return text(409, requestPageCopy.problems.unverified);
    const copy = await ctx.personalData.accessCopy(verifiedPerson(request), new Date(), {
      exact: true,
      named: namedPerson(request),
    });
    await log({
      action: 'access-copy-sent',
      record: request.reference,
      detail: `${copy.leads.length} leads, ${copy.enquiries_on_other_leads.length} enquiries on other leads, ${copy.subscribers.length} subscriptions, ${copy.rights_requests.length} requests`,
    });
    return new Response(`${JSON.stringify(copy, null, 2)}\n`, {
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="leadwise-access-copy-${request.reference}.json"`,
      },
    });
  } catch (error) {
    logEvent('error', 'inbox_access_copy_failed', { error: (error as Error).message });
    return storageUnavailable();
  }
}
