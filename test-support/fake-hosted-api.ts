// Test support: a local stand-in for the hosted B2B API that can be down, stall, or answer
// falsy, and records every call it receives.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LEAD_ACCEPTED,
  SUBSCRIBED,
  type LeadAnswer,
  type NewsletterAnswer,
} from '@/lib/b2b-contract';

export type FakeMode = 'ok' | 'down' | 'falsy' | 'stall';
export type ReceivedCall = { path: string; idempotencyKey: string | null; body: unknown };

export async function startFakeHostedApi(mode: FakeMode = 'ok') {
  const state = { mode, calls: [] as ReceivedCall[], delivered: [] as ReceivedCall[] };
  const stalled = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text
      }
      const call = {
        path: request.url ?? '',
        idempotencyKey: request.headers['idempotency-key']?.toString() ?? null,
        body,
      };
      state.calls.push(call);
      const answer = (status: number, payload: unknown) =>
        response
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify(payload));
      if (state.mode === 'stall') stalled.add(response);
      else if (state.mode === 'down')
        answer(503, { status: false, message: 'Service unavailable' });
      else if (state.mode === 'falsy') answer(200, { status: false, message: 'Rejected' });
      else {
        state.delivered.push(call);
        answer(200, {
          status: true,
          message: LEAD_ACCEPTED,
          msg: SUBSCRIBED,
        } satisfies LeadAnswer & NewsletterAnswer);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/b2b`,
    state,
    setMode(next: FakeMode) {
      state.mode = next;
    },
    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeHostedApi = Awaited<ReturnType<typeof startFakeHostedApi>>;
