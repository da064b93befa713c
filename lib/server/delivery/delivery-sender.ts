import 'server-only';
import { deliveryId, type Adapter, type DeliveryStatus } from '@/lib/delivery/delivery-values';
import { endOfIndiaDay, indiaDay } from '@/lib/time/india-time';
import { logEvent } from '../http/http';
import { attempt, type Outcome, type Sender } from '../outbox/outbox-send';
import { readWriteTransaction } from '../store/kysely-store';
import { isoTimestamps } from '../store/iso-timestamps';
import type { OutboxItem } from '../store/lead-store';
import type { ServerConfig } from '../server-config';
import type { StoreDatabase } from '../store/store-database';
import type { AdapterSend } from './adapter';
import {
  deliveredBefore,
  deliveryLead,
  noDestination,
  universityOfLead,
  whyNotDelivered,
} from './delivery-lead';
import { deliveryBody } from './delivery-payload';
import { deliveryKey, unseal } from './delivery-key';
import {
  deliveryOf,
  destinationOf,
  failErasure,
  mappingOf,
  recordDelivery,
  takePlace,
  type DeliveryRow,
} from './delivery-records';
import { genericAdapter } from './generic-adapter';
import { leadsquaredAdapter } from './leadsquared-adapter';
import { mapLead } from './master-sheet';
import { noticeMissingValue } from './mapping-alert';
import {
  destinationsOf,
  isAlert,
  MAPPING_ALERTS,
  type DestinationSettings,
} from '../store/outbox-destinations';
import type { ErasureEvent } from './erasure-notice';

// An admission lead's delivery to its university (docs/operations.md#delivery-to-the-universities),
// as the outbox's sender of the destination `university`: the outbox gives it the lease, the
// retries and the record of each attempt; this decides, right before each send, whether the lead
// may go, whether its university's sheet maps it and its cap has room, sends it by the
// university's adapter and writes the answer on the lead.

/** How long a lead whose value the sheet lacks waits before it is looked at again. */
const MAPPING_RECHECK_MS = 60 * 60_000;

type Config = DestinationSettings &
  Pick<
    ServerConfig,
    'deliverySecretKey' | 'operatorAuthSecret' | 'databaseUrl' | 'dbPath' | 'forwardTimeoutMs'
  >;

export function deliverySender(
  config: Config,
  database: StoreDatabase,
  now = () => new Date(),
): Sender {
  const db = database.db.withPlugin(isoTimestamps);
  const adapters: Record<Exclude<Adapter, 'portal'>, AdapterSend> = {
    // Signed at the real time: a receiver refuses a timestamp minutes away from its clock.
    generic: genericAdapter(config.forwardTimeoutMs),
    leadsquared: leadsquaredAdapter(config.forwardTimeoutMs),
  };
  // The admins' alert channels, where a value the sheet lacks is told (mapping-alert.ts).
  const mappingAlerts = destinationsOf(config)
    .filter(isAlert)
    .map((channel) => MAPPING_ALERTS[channel]);
  let key: Buffer | null = null;
  const secretOf = (sealed: string | null) =>
    sealed ? unseal((key ??= deliveryKey(config)), sealed) : null;
  // Each instance decides a university's leads in the order they were claimed (their arrival),
  // so that a cap's places go to the earliest: a turn is taken as the send starts and given up as
  // soon as the lead has its place, or needs none; the rest runs side by side.
  const turns = new Map<string, Promise<void>>();
  const takeTurn = (university: string) => {
    let done = () => undefined as void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    const before = turns.get(university) ?? Promise.resolve();
    const chained = before.then(() => mine);
    turns.set(university, chained);
    void chained.then(() => {
      if (turns.get(university) === chained) turns.delete(university);
    });
    return { ready: () => before, done };
  };

  const write = (
    leadId: number,
    university: string,
    adapter: Adapter,
    status: DeliveryStatus,
    detail: string,
    earlier: DeliveryRow | undefined,
    extra: Partial<DeliveryRow> = {},
  ) =>
    recordDelivery(db, {
      lead_id: leadId,
      university,
      adapter,
      status,
      detail,
      their_id: earlier?.their_id ?? null,
      cap_day: earlier?.cap_day ?? null,
      sent_at: earlier?.sent_at ?? null,
      updated_at: now().toISOString(),
      ...extra,
    });

  /** What to do with the lead now: a decision, or a send. */
  const decide = async (item: OutboxItem, turn: ReturnType<typeof takeTurn>) => {
    const lead = await deliveryLead(db, item.record_id);
    const university = lead && universityOfLead(lead);
    if (!lead || !university) return { outcome: ended('not an admission lead of a university') };
    const destination = await destinationOf(db, university.id);
    const earlier = await deliveryOf(db, lead.id);
    const adapter = destination?.adapter ?? 'generic';
    const none = async (why: string) => {
      await write(lead.id, university.id, adapter, 'none', why, earlier);
      return { outcome: ended(why) };
    };
    if (!destination) return none(noDestination(university.name));
    const refusal = whyNotDelivered(lead);
    if (refusal) return none(refusal);
    const before = await deliveredBefore(db, lead, university.id);
    if (before !== null) return none(`the person went to ${university.name} with lead #${before}`);
    const mapped = mapLead(await mappingOf(db, university.id), lead);
    if ('missing' in mapped) {
      const { kind, value } = mapped.missing;
      const detail = `needs mapping: ${kind} ${value}`;
      await write(lead.id, university.id, adapter, 'held', detail, earlier);
      const first = await readWriteTransaction(database, (trx) =>
        noticeMissingValue(
          trx,
          mappingAlerts,
          lead.id,
          { university: university.id, universityName: university.name, kind, value },
          now().toISOString(),
        ),
      );
      if (first)
        logEvent('warn', 'delivery_needs_mapping', {
          university: university.id,
          kind,
          lead_id: lead.id,
        });
      return { outcome: postponed(detail, new Date(now().getTime() + MAPPING_RECHECK_MS)) };
    }
    if (destination.adapter === 'portal') {
      await write(
        lead.id,
        university.id,
        'portal',
        'pending',
        'in the portal: not yet taken',
        earlier,
      );
      return {
        outcome: {
          ok: true,
          http_status: null,
          detail: 'no push: taken from the portal',
          cause: null,
        },
      };
    }
    let row = earlier;
    if (destination.daily_cap !== null && !earlier?.cap_day) {
      await turn.ready();
      const day = indiaDay(now());
      const placed = await readWriteTransaction(database, async (trx) => {
        if (!(await takePlace(trx, university.id, day, destination.daily_cap!))) return false;
        await recordDelivery(trx, {
          lead_id: lead.id,
          university: university.id,
          adapter,
          status: 'pending',
          detail: 'sending',
          their_id: null,
          cap_day: day,
          sent_at: null,
          updated_at: now().toISOString(),
        });
        return true;
      });
      if (!placed) {
        const detail = "held: over today's cap";
        await write(lead.id, university.id, adapter, 'held', detail, earlier);
        return { outcome: postponed(detail, endOfIndiaDay(now())) };
      }
      row = await deliveryOf(db, lead.id);
    }
    return {
      send: {
        lead,
        row,
        university,
        adapter: destination.adapter,
        target: { url: destination.url ?? '', secret: secretOf(destination.secret_sealed) },
        body: deliveryBody(lead, university, mapped),
      },
    };
  };

  return {
    send: (item) =>
      attempt(async (): Promise<Outcome> => {
        const turn = takeTurn((JSON.parse(item.payload) as { university: string }).university);
        const decision = await decide(item, turn).finally(turn.done);
        if (!decision.send) return decision.outcome!;
        const { lead, row, university, adapter, target, body } = decision.send;
        const result = await adapters[adapter].lead(
          target,
          deliveryId(lead.id, row?.round ?? 1),
          body,
        );
        if (!result.answered) {
          await write(
            lead.id,
            university.id,
            adapter,
            'pending',
            `last failure: ${result.failure.detail}`,
            row,
          );
          return result.failure;
        }
        const at = now().toISOString();
        await write(lead.id, university.id, adapter, result.verdict, result.message, row, {
          their_id: result.theirId,
          sent_at: at,
        });
        return {
          ok: true,
          http_status: result.httpStatus,
          detail: result.message ? `${result.verdict}: ${result.message}` : result.verdict,
          cause: null,
        };
      }),
    close: async () => undefined,
  };
}

/** The item ends unsent: this lead does not go. */
const ended = (why: string): Outcome => ({
  ok: false,
  withheld: true,
  http_status: null,
  detail: `not delivered: ${why}`,
  cause: 'withheld',
});

const postponed = (detail: string, until: Date): Outcome => ({
  ok: false,
  postponedUntil: until,
  http_status: null,
  detail,
  cause: 'postponed',
});

/**
 * The `lead.erased` events (erasure-notice.ts): each to its university's webhook, signed, under
 * the id `<reference>-erased`. Where it cannot do the erasure (the university takes no webhook
 * now, or refuses the event with a 4xx), the item ends and the delivery page gets a task.
 */
export function erasureSender(config: Config, database: StoreDatabase): Sender {
  const db = database.db.withPlugin(isoTimestamps);
  const adapter = genericAdapter(config.forwardTimeoutMs);
  let key: Buffer | null = null;
  const task = async (leadId: number, why: string) => {
    await failErasure(db, leadId, why);
    return ended(`${why}: a task on the delivery page`);
  };
  return {
    send: (item) =>
      attempt(async (): Promise<Outcome> => {
        const event = JSON.parse(item.payload) as ErasureEvent;
        const destination = await destinationOf(db, event.university);
        if (destination?.adapter !== 'generic') return task(item.record_id, 'no webhook');
        const secret = destination.secret_sealed
          ? unseal((key ??= deliveryKey(config)), destination.secret_sealed)
          : null;
        const result = await adapter.event!(
          { url: destination.url ?? '', secret },
          `${event.reference}-erased`,
          'lead.erased',
          event,
        );
        if (!result.answered) return result.failure;
        if (result.verdict === 'rejected') return task(item.record_id, `HTTP ${result.httpStatus}`);
        return { ok: true, http_status: result.httpStatus, detail: 'delivered', cause: null };
      }),
    close: async () => undefined,
  };
}
