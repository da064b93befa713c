// Test support: a local stand-in for the hosted B2B API that can be down, stall, or answer
// falsy, and records every call it receives.
import {
  LEAD_ACCEPTED,
  SUBSCRIBED,
  type LeadAnswer,
  type NewsletterAnswer,
} from '@/lib/leads/b2b-contract';
import { startJsonReceiver, type ReceivedCall } from '@/scripts/test/fake-receivers.mjs';

export type FakeMode = 'ok' | 'down' | 'falsy' | 'stall';
export type { ReceivedCall };

export async function startFakeHostedApi(mode: FakeMode = 'ok') {
  const receiver = await startJsonReceiver<FakeMode>(
    {
      ok: {
        status: 200,
        body: { status: true, message: LEAD_ACCEPTED, msg: SUBSCRIBED } satisfies LeadAnswer &
          NewsletterAnswer,
        delivered: true,
      },
      down: {
        status: 503,
        body: { status: false, message: 'Service unavailable' },
        delivered: false,
      },
      falsy: { status: 200, body: { status: false, message: 'Rejected' }, delivered: false },
    },
    mode,
  );
  return { ...receiver, base: `${receiver.origin}/b2b` };
}

export type FakeHostedApi = Awaited<ReturnType<typeof startFakeHostedApi>>;
