import { requestNotFoundCopy, requestPageCopy } from '@/content/inbox-requests';
import { RIGHTS_REQUESTS_PERMISSION } from '@/lib/inbox/roles';
import { operatorRoute } from '@/lib/server/inbox-entries/operator-guard';

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
export const GET = operatorRoute<{ key: string }>(
  RIGHTS_REQUESTS_PERMISSION,
  async (_, { services, log, requestPerson }, params) => {
    const key = params.key.slice(0, 40);
    const request = await services.rightsRequests.find(key);
    if (!request) return text(404, requestNotFoundCopy.text);
    // Only what the request's verified contacts reach, and no record holding another contact.
    const made = await requestPerson.accessCopy(request, new Date());
    if ('problem' in made) {
      const { unverified, noContact } = requestPageCopy.problems;
      return text(409, made.problem === 'unverified' ? unverified : noContact);
    }
    const { copy } = made;
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
  },
  { answer: 'file' },
);
