// Test support: a stand-in for Meta's Graph API on 127.0.0.1 that serves the leads it is given
// (one by id, or a form's since a time, in pages), answers as a deleted lead or an expired token
// does, and records every call with the token it came with.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphLead } from '@/lib/server/channels/meta-graph';

export type FakeGraphCall = { path: string; authorization: string | undefined };

export async function startFakeGraphApi({ delayMs = 0, pageSize = 100 } = {}) {
  const leads = new Map<string, GraphLead>();
  const calls: FakeGraphCall[] = [];
  const state = { tokenExpired: false };
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    calls.push({ path: url.pathname, authorization: request.headers.authorization });
    setTimeout(() => {
      if (state.tokenExpired)
        return answer(response, 400, {
          error: { message: 'Error validating access token: Session has expired', code: 190 },
        });
      const [, first, second] = url.pathname.split('/');
      if (second === 'leads') {
        const filter = JSON.parse(url.searchParams.get('filtering') ?? '[]') as {
          value: number;
        }[];
        const after = filter[0] ? filter[0].value * 1000 : 0;
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const matching = [...leads.values()].filter(
          (lead) => lead.form_id === first && Date.parse(lead.created_time ?? '') > after,
        );
        const page = matching.slice(offset, offset + pageSize);
        const next = new URL(url);
        next.searchParams.set('offset', String(offset + pageSize));
        return answer(response, 200, {
          data: page,
          paging: offset + pageSize < matching.length ? { next: next.toString() } : {},
        });
      }
      const lead = leads.get(first);
      if (!lead)
        return answer(response, 400, {
          error: { message: 'Unsupported get request. Object does not exist', code: 100 },
        });
      answer(response, 200, lead);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: origin,
    leads,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGraphApi = Awaited<ReturnType<typeof startFakeGraphApi>>;
