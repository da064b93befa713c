import 'server-only';
import { universities } from '@/lib/catalogue/universities';
import { indiaDay, indiaDayStart } from '@/lib/time/india-time';
import { isoTimestamps } from '../store/iso-timestamps';
import type { Db } from '../store/schema';
import { listDestinations } from './delivery-records';
import { erasureTasks } from './erasure-notice';

// What the delivery page and `npm run leads -- university status` show: per university, today's
// and this month's answers, what is held, the cap used and the last failure; per campaign, how
// many of its leads the universities accepted and how many they already had.

export type Counts = {
  delivered: number;
  accepted: number;
  duplicate: number;
  rejected: number;
};

export type UniversityReport = {
  id: string;
  name: string;
  adapter: string | null;
  url: string | null;
  dailyCap: number | null;
  capUsed: number;
  today: Counts;
  month: Counts;
  held: number;
  pending: number;
  lastFailure: { at: string; detail: string } | null;
  missing: { kind: string; value: string }[];
};

export type CampaignReport = {
  campaign: string;
  delivered: number;
  accepted: number;
  duplicate: number;
};

const EMPTY: Counts = { delivered: 0, accepted: 0, duplicate: 0, rejected: 0 };

function count(rows: { status: string; n: number | string | bigint }[]): Counts {
  const counts = { ...EMPTY };
  for (const { status, n } of rows) {
    const value = Number(n);
    if (status === 'accepted' || status === 'duplicate' || status === 'rejected') {
      counts[status] += value;
      counts.delivered += value;
    }
  }
  return counts;
}

export async function deliveryReport(database: Db, now = new Date()) {
  const db = database.withPlugin(isoTimestamps);
  const today = indiaDay(now);
  const dayStart = indiaDayStart(today).toISOString();
  const monthStart = indiaDayStart(`${today.slice(0, 8)}01`).toISOString();
  const destinations = new Map((await listDestinations(db)).map((row) => [row.university, row]));

  const answered = (since: string) =>
    db
      .selectFrom('lead_deliveries')
      .select(['university', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('sent_at', '>=', since)
      .groupBy(['university', 'status'])
      .execute();
  const [todayRows, monthRows, waiting, days, failures, missing, campaigns] = await Promise.all([
    answered(dayStart),
    answered(monthStart),
    db
      .selectFrom('lead_deliveries')
      .select(['university', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['held', 'pending'])
      .groupBy(['university', 'status'])
      .execute(),
    db
      .selectFrom('delivery_days')
      .select(['university', 'used'])
      .where('day', '=', today)
      .execute(),
    db
      .selectFrom('lead_deliveries')
      .select(['university', 'detail', 'updated_at'])
      .where((eb) => eb.or([eb('status', '=', 'rejected'), eb('detail', 'like', 'last failure:%')]))
      .orderBy('updated_at', 'desc')
      .execute(),
    db
      .selectFrom('delivery_missing')
      .select(['university', 'kind', 'value'])
      .orderBy('noticed_at')
      .execute(),
    db
      .selectFrom('lead_deliveries')
      .innerJoin('leads', 'leads.id', 'lead_deliveries.lead_id')
      .select([
        'leads.utm_campaign as campaign',
        'lead_deliveries.status',
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('lead_deliveries.sent_at', '>=', monthStart)
      .groupBy(['leads.utm_campaign', 'lead_deliveries.status'])
      .execute(),
  ]);

  const of = <T extends { university: string }>(rows: T[], id: string) =>
    rows.filter((row) => row.university === id);
  const perUniversity: UniversityReport[] = universities.map(({ id, name }) => {
    const destination = destinations.get(id);
    const failure = failures.find((row) => row.university === id);
    const waitingHere = of(waiting, id);
    const waitingCount = (status: string) =>
      Number(waitingHere.find((row) => row.status === status)?.n ?? 0);
    return {
      id,
      name,
      adapter: destination?.adapter ?? null,
      url: destination?.url ? new URL(destination.url).host : null,
      dailyCap: destination?.daily_cap ?? null,
      capUsed: of(days, id)[0]?.used ?? 0,
      today: count(of(todayRows, id)),
      month: count(of(monthRows, id)),
      held: waitingCount('held'),
      pending: waitingCount('pending'),
      lastFailure: failure ? { at: failure.updated_at, detail: failure.detail } : null,
      missing: of(missing, id).map(({ kind, value }) => ({ kind, value })),
    };
  });

  const byCampaign = new Map<string, CampaignReport>();
  for (const { campaign, status, n } of campaigns) {
    const name = campaign || '(none)';
    const entry = byCampaign.get(name) ?? {
      campaign: name,
      delivered: 0,
      accepted: 0,
      duplicate: 0,
    };
    if (status === 'accepted' || status === 'duplicate' || status === 'rejected') {
      entry.delivered += Number(n);
      if (status !== 'rejected') entry[status] += Number(n);
    }
    byCampaign.set(name, entry);
  }
  return {
    day: today,
    universities: perUniversity,
    tasks: (await erasureTasks(db)).map((task) => ({
      ...task,
      universityName:
        universities.find(({ id }) => id === task.university)?.name ?? task.university,
    })),
    campaigns: [...byCampaign.values()].filter((entry) => entry.delivered > 0),
  };
}

export type DeliveryReport = Awaited<ReturnType<typeof deliveryReport>>;

/** A share as a whole percent, or a dash when there is nothing to share. */
export const percent = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : '–';
