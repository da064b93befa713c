// `leads outbox` and `leads release`: what waits to be sent, and a suspected record let through.
import type { LeadStore, RecordType } from '@/lib/server/store/lead-store';
import {
  DESTINATIONS,
  describeDestination,
  destinationsOf,
  type Destination,
} from '@/lib/server/store/outbox-destinations';
import { formatOutboxReport, outboxReport } from '@/lib/server/outbox/outbox-report';
import type { ServerConfig } from '@/lib/server/server-config';
import { fail, stop, type Values } from './cli';

export async function showOutbox(store: LeadStore, values: Values, config: ServerConfig) {
  const format = values.format ?? 'table';
  if (format !== 'table' && format !== 'json') fail(`Unknown format: ${format}`);
  const report = outboxReport(
    await store.listOutbox({ includeDelivered: true }),
    await store.listAttempts(),
    values.all ?? false,
  );
  process.stdout.write(
    format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatOutboxReport(
          report,
          DESTINATIONS.map((destination) => describeDestination(destination, config)),
        ),
  );
}

const QUEUED: Record<Destination, string> = {
  'hosted-api': 'the hosted API',
  email: 'an email alert',
  webhook: 'a webhook alert',
  'meta-lead': "Meta's Lead event",
  'meta-qualified': "Meta's QualifiedLead event",
  'meta-won': "Meta's WonLead event",
  'meta-verified': "Meta's VerifiedLead event",
  push: "its owner's notice (when one was given it)",
  university: 'its university, where a delivery is set',
  'university-erasure': 'nothing: an erasure event goes only when its person is erased',
  'mapping-email': "nothing: the admins' email goes only when a university's sheet lacks its value",
  'mapping-webhook':
    "nothing: the admins' webhook goes only when a university's sheet lacks its value",
};

/** Turns a suspected lead (or subscriber) into a normal one, queued for each destination. */
export async function release(
  store: LeadStore,
  id: string | undefined,
  values: Values,
  config: ServerConfig,
) {
  if (!id || !/^\d+$/.test(id)) fail(`release needs the record's id, a number: ${id ?? '(none)'}`);
  const type: RecordType = values.subscriber ? 'subscriber' : 'lead';
  const result = await store.release(type, Number(id));
  if (result === 'not_found') stop(`No ${type} with id ${id}.`);
  if (result === 'not_suspected') stop(`${type} ${id} is not held as suspected; nothing to do.`);
  // Queued by this command's settings: without them, the server has nothing to send.
  // A lead's arrival goes to each destination but Meta's stage and verified events, which it has
  // not reached.
  const queued = destinationsOf(config)
    .filter((destination) => type === 'lead' || destination === 'hosted-api')
    .filter((destination) => !['meta-qualified', 'meta-won', 'meta-verified'].includes(destination))
    .map((destination) => QUEUED[destination]);
  console.error(
    queued.length
      ? `Released ${type} ${id}: it is exported, and queued for ${queued.join(' and ')}.`
      : `Released ${type} ${id}: it is exported; nothing is queued (set LEADS_FORWARD_BASE or LEAD_ALERT_* in this command's environment too).`,
  );
}
