import 'server-only';
import { isAdapter, type Adapter } from '@/lib/delivery/delivery-values';
import { admissionReason } from '@/lib/admission/admission-lead';
import { getUniversity, UNIVERSITY_IDS, type University } from '@/lib/catalogue/universities';
import { readWriteTransaction } from '../store/kysely-store';
import type { StoreDatabase } from '../store/store-database';
import { dueAgain, enqueueEach, reopen } from '../store/tables/outbox-table';
import type { Db } from '../store/schema';
import { deliveryKey, seal } from './delivery-key';
import {
  forgetMissing,
  listDestinations,
  removeDestination,
  replaceMapping,
  setDestination,
} from './delivery-records';
import { isWebhookSecret } from './generic-adapter';
import { isLeadsquaredSecret } from './leadsquared-adapter';
import { readMasterSheet } from './master-sheet';
import { noDestination } from './delivery-lead';

// Setting a university's delivery up, from the command line (`npm run leads -- university …`) and
// from the inbox's delivery page: what each checks, and what a change releases.

export type DeliveryInput = {
  university: string;
  adapter: string;
  url?: string;
  /** The credential as typed or piped; empty keeps the one set. */
  secret?: string;
  dailyCap?: string;
};

/** What a set-up refused: `problem` names it for the page, the message says it for the command. */
export type DeliveryProblem =
  | 'university'
  | 'adapter'
  | 'cap'
  | 'url'
  | 'secret-missing'
  | 'secret-generic'
  | 'secret-leadsquared'
  | 'sheet';

export class DeliveryInputError extends Error {
  constructor(
    readonly problem: DeliveryProblem,
    message: string,
  ) {
    super(message);
    this.name = 'DeliveryInputError';
  }
}

/**
 * Whether an error is a set-up's refusal, by its name: the context that threw it is built in
 * another bundle (instrumentation.ts), whose copy of the class `instanceof` would not know.
 */
export const isDeliveryInputError = (error: unknown): error is DeliveryInputError =>
  error instanceof Error && error.name === 'DeliveryInputError' && 'problem' in error;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A university's id from the catalogue, or an error naming the ids. */
export function universityId(value: string | undefined) {
  const university = value ? getUniversity(value) : undefined;
  if (!university)
    throw new DeliveryInputError(
      'university',
      `--university is one of: ${UNIVERSITY_IDS.join(', ')}`,
    );
  return university;
}

/** A university's leads' deliveries, each with the id of its outbox item. */
const deliveryItems = (trx: Db, university: string) =>
  trx
    .selectFrom('lead_deliveries')
    .innerJoin('outbox', (join) =>
      join
        .onRef('outbox.record_id', '=', 'lead_deliveries.lead_id')
        .on('outbox.record_type', '=', 'lead')
        .on('outbox.destination', '=', 'university'),
    )
    .select('outbox.id')
    .where('lead_deliveries.university', '=', university);

/** Held leads of a university due again now: its sheet or its cap changed. */
async function releaseHeld(trx: Db, university: string) {
  const held = await deliveryItems(trx, university)
    .where('lead_deliveries.status', '=', 'held')
    .where('outbox.delivered_at', 'is', null)
    .where('outbox.cancelled_at', 'is', null)
    .execute();
  await dueAgain(
    trx,
    held.map((row) => row.id),
    new Date().toISOString(),
  );
  return held.length;
}

/**
 * A university's leads that came while it had no delivery, queued as its delivery is set: those
 * stored before (no item) and those whose item ended for want of one (turned off meanwhile). Each
 * once, however often it is set: a lead has one item, and one queued or sent is left alone. Not
 * an erased or withdrawn person's, nor one held as suspected (its release queues it).
 */
async function queueEarlier(trx: Db, university: University) {
  const unqueued = await trx
    .selectFrom('leads')
    .select('leads.id')
    .where('leads.kind', '=', 'admission')
    .where('leads.reason', 'in', [university.name, university.shortName].map(admissionReason))
    .where('leads.erased_at', 'is', null)
    .where('leads.contact_withdrawn_at', 'is', null)
    .where((eb) =>
      eb.or([eb('leads.suspected_reason', 'is', null), eb('leads.released_at', 'is not', null)]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('outbox')
            .select('outbox.id')
            .whereRef('outbox.record_id', '=', 'leads.id')
            .where('outbox.record_type', '=', 'lead')
            .where('outbox.destination', '=', 'university'),
        ),
      ),
    )
    .orderBy('leads.id')
    .execute();
  // An erased lead's words are scrubbed, so its delivery no longer says why it ended.
  const ended = await deliveryItems(trx, university.id)
    .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
    .where('leads.contact_withdrawn_at', 'is', null)
    .where('outbox.cancelled_at', 'is not', null)
    .where('lead_deliveries.status', '=', 'none')
    .where('lead_deliveries.detail', '=', noDestination(university.name))
    .execute();
  await enqueueEach(
    trx,
    'lead',
    unqueued.map((row) => row.id),
    { destination: 'university', path: '', payload: JSON.stringify({ university: university.id }) },
  );
  await reopen(
    trx,
    ended.map((row) => row.id),
    new Date().toISOString(),
  );
  return unqueued.length + ended.length;
}

type KeyConfig = Parameters<typeof deliveryKey>[0];

export function deliverySettings(database: StoreDatabase, config: KeyConfig) {
  const { db } = database;
  return {
    /** Sets (or changes) a university's destination; what it says back never shows the secret. */
    async set(input: DeliveryInput, by: string) {
      const university = universityId(input.university);
      if (!isAdapter(input.adapter))
        throw new DeliveryInputError(
          'adapter',
          '--adapter is one of: generic, leadsquared, portal',
        );
      const adapter: Adapter = input.adapter;
      const cap = input.dailyCap?.trim() ? Number(input.dailyCap) : null;
      if (cap !== null && !(Number.isInteger(cap) && cap >= 1))
        throw new DeliveryInputError('cap', '--daily-cap is a whole number of leads, at least 1');
      const secret = input.secret?.trim() ?? '';
      const current = (await listDestinations(db)).find((row) => row.university === university.id);
      let url: string | null = null;
      if (adapter !== 'portal') {
        url = input.url?.trim() ?? '';
        if (!isHttpUrl(url)) throw new DeliveryInputError('url', '--url is an http(s) address');
        const keeps = current?.adapter === adapter && current.secret_sealed !== null;
        if (!secret && !keeps)
          throw new DeliveryInputError(
            'secret-missing',
            'The credential is read from standard input: add --secret-stdin and pipe it in.',
          );
        if (secret && adapter === 'generic' && !isWebhookSecret(secret))
          throw new DeliveryInputError(
            'secret-generic',
            'A generic destination takes a Standard Webhooks secret: whsec_ and base64.',
          );
        if (secret && adapter === 'leadsquared' && !isLeadsquaredSecret(secret))
          throw new DeliveryInputError(
            'secret-leadsquared',
            'A LeadSquared destination takes ACCESS_KEY:SECRET_KEY.',
          );
      }
      const earlier = await readWriteTransaction(database, async (trx) => {
        await setDestination(trx, {
          university: university.id,
          adapter,
          url,
          secret_sealed: adapter !== 'portal' && secret ? seal(deliveryKey(config), secret) : null,
          daily_cap: cap,
          updated_at: new Date().toISOString(),
          updated_by: by,
        });
        await releaseHeld(trx, university.id);
        return queueEarlier(trx, university);
      });
      const where =
        adapter === 'portal' ? 'taken from its portal' : `${adapter} to ${new URL(url!).host}`;
      return `${university.name}: ${where}${cap ? `, at most ${cap} a day (India time)` : ''}${earlier ? `; ${earlier} earlier ${earlier === 1 ? 'lead' : 'leads'} queued` : ''}.`;
    },
    async off(value: string | undefined) {
      const university = universityId(value);
      const removed = await database.exclusive(() => removeDestination(db, university.id));
      return removed
        ? `${university.name}: delivery off; its leads are no longer sent.`
        : `${university.name}: no delivery was set.`;
    },
    /** Replaces a university's sheet; its leads held for a value it now names go at once. */
    async mapping(value: string | undefined, text: string) {
      const university = universityId(value);
      const sheet = readMasterSheet(text);
      if ('problems' in sheet) throw new DeliveryInputError('sheet', sheet.problems.join('\n'));
      const released = await readWriteTransaction(database, async (trx) => {
        await replaceMapping(trx, university.id, sheet.rows);
        await forgetMissing(trx, university.id, sheet.rows);
        return releaseHeld(trx, university.id);
      });
      const kinds = [...new Set(sheet.rows.map((row) => row.kind))].join(', ') || 'nothing';
      return `${university.name}: ${sheet.rows.length} rows (${kinds}); ${released} held leads looked at again.`;
    },
  };
}

export type DeliverySettings = ReturnType<typeof deliverySettings>;
