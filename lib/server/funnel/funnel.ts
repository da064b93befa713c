import 'server-only';
import { CHANNEL_LABELS, isChannel } from '@/lib/channels/channel-names';
import { FUNNEL_STAGES, type FunnelStage, type Grouping } from '@/lib/funnel/funnel-values';
import type { StoreDatabase } from '../store/store-database';
import { DAY_MS } from '@/lib/time/day';
import { addDays, mondayOf } from '@/lib/time/india-time';
import { daysIn, monthDays, monthOf, previousMonth } from '@/lib/time/months';
import {
  NO_LEADS,
  funnelStore,
  type DayRange,
  type GroupCounts,
  type LeadCounts,
  type SpendRow,
  type StageMedians,
  type UniversityFigures,
} from './funnel-store';

// The funnel (docs/leads.md#visits-and-the-funnel): per campaign, or another grouping, the
// visits, form starts, leads and the stages they reached in a range of India days, the median
// time to each stage, and where spend is known what a lead, a qualified lead and an admission
// cost. A month's spend counts for the share of its days inside the range.

export type FunnelRow = GroupCounts & {
  medians: StageMedians;
  /** The range's share of what the campaign cost; null where no spend was entered. */
  spend_paise: number | null;
  /** Its cost per admission in the range's last month is at least twice the month before's. */
  cost_doubled: boolean;
  /** Its leads as the universities they were delivered to count them. */
  universities: UniversityFigures;
};

export type FunnelWeek = { week: string; leads: number; won: number };

export type Funnel = {
  range: DayRange;
  grouping: Grouping;
  /** Most leads first. */
  rows: FunnelRow[];
  total: FunnelRow;
  /** Leads received and admissions won per week (from Monday), the range's first week partial. */
  weeks: FunnelWeek[];
  /** The last month and the one before, which `cost_doubled` compares. */
  months: { last: string; previous: string };
};

/** How many of the month's days lie in the range. */
function daysInRange(month: string, { from, to }: DayRange) {
  const whole = monthDays(month);
  const first = whole.from > from ? whole.from : from;
  const last = whole.to < to ? whole.to : to;
  return last < first ? 0 : (Date.parse(last) - Date.parse(first)) / DAY_MS + 1;
}

/** Cost of one of `count`, in paise; null where nothing was spent or nothing came. */
export const costPer = (spend: number | null, count: number) =>
  spend === null || count === 0 ? null : spend / count;

const NO_FIGURES: UniversityFigures = { delivered: 0, accepted: 0, enrolled: 0 };

const emptyMedians = (): StageMedians =>
  Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, null])) as StageMedians;

export function funnelService(database: StoreDatabase) {
  const store = funnelStore(database);

  /** Spend per campaign in the range, each month prorated by its days in it. */
  const spendIn = (rows: SpendRow[], range: DayRange) => {
    const spend = new Map<string, number>();
    for (const { campaign, month, amount_paise } of rows) {
      const share = (amount_paise * daysInRange(month, range)) / daysIn(month);
      spend.set(campaign, (spend.get(campaign) ?? 0) + share);
    }
    return spend;
  };

  /** Each campaign's counts in `last` and in the month before. */
  const monthCounts = (last: string) =>
    Promise.all(
      [last, previousMonth(last)].map((month) => store.leadCounts(monthDays(month), 'campaign')),
    );

  /** The campaigns whose cost per admission in `last` is at least double that of the month before. */
  function doubled(rows: SpendRow[], last: string, [now, before]: LeadCounts[][]) {
    const previous = previousMonth(last);
    const cost = (counts: LeadCounts[], month: string) => {
      const spend = spendIn(
        rows.filter((row) => row.month === month),
        monthDays(month),
      );
      return new Map(counts.map((row) => [row.key, costPer(spend.get(row.key) ?? null, row.won)]));
    };
    const [costNow, costBefore] = [cost(now, last), cost(before, previous)];
    return new Set(
      [...costNow].flatMap(([campaign, value]) => {
        const earlier = costBefore.get(campaign);
        return value !== null && earlier != null && value >= 2 * earlier ? [campaign] : [];
      }),
    );
  }

  return {
    async funnel(range: DayRange, grouping: Grouping): Promise<Funnel> {
      const last = monthOf(range.to);
      const previous = previousMonth(last);
      const firstMonth = monthOf(range.from) < previous ? monthOf(range.from) : previous;
      const byCampaign = grouping === 'campaign';
      const [{ counts, medians }, days, spendRows, months, figures] = await Promise.all([
        store.groups(range, grouping),
        store.days(range),
        store.spend({ from: firstMonth, to: last }),
        byCampaign ? monthCounts(last) : null,
        store.universityFigures(range, grouping),
      ]);
      const spend = spendIn(
        spendRows.filter((row) => row.month >= monthOf(range.from)),
        range,
      );
      const flagged = months ? doubled(spendRows, last, months) : new Set<string>();
      // A campaign that cost money and brought nothing is a row too.
      const spentOnly = byCampaign
        ? [...spend.keys()]
            .filter((campaign) => !counts.some((row) => row.key === campaign))
            .map((key): GroupCounts => ({ key, visits: 0, form_starts: 0, ...NO_LEADS }))
        : [];
      const rows: FunnelRow[] = [...counts, ...spentOnly]
        .map((row) => ({
          ...row,
          key: grouping === 'channel' && isChannel(row.key) ? CHANNEL_LABELS[row.key] : row.key,
          medians: medians.get(row.key) ?? emptyMedians(),
          spend_paise: byCampaign ? (spend.get(row.key) ?? null) : null,
          cost_doubled: flagged.has(row.key),
          universities: figures.get(row.key) ?? NO_FIGURES,
        }))
        .sort(
          (a, b) =>
            b.leads - a.leads || (b.visits ?? 0) - (a.visits ?? 0) || a.key.localeCompare(b.key),
        );
      const sum = (pick: (row: FunnelRow) => number | null) =>
        rows.some((row) => pick(row) !== null)
          ? rows.reduce((total, row) => total + (pick(row) ?? 0), 0)
          : null;
      const total: FunnelRow = {
        key: '',
        visits: sum((row) => row.visits),
        form_starts: sum((row) => row.form_starts),
        leads: sum((row) => row.leads) ?? 0,
        suspected: sum((row) => row.suspected) ?? 0,
        verified: sum((row) => row.verified) ?? 0,
        ...(Object.fromEntries(
          FUNNEL_STAGES.map((stage) => [stage, sum((row) => row[stage]) ?? 0]),
        ) as Record<FunnelStage, number>),
        medians: medians.get('') ?? emptyMedians(),
        spend_paise: spend.size ? [...spend.values()].reduce((a, b) => a + b, 0) : null,
        cost_doubled: false,
        universities: {
          delivered: rows.reduce((total, row) => total + row.universities.delivered, 0),
          accepted: rows.reduce((total, row) => total + row.universities.accepted, 0),
          enrolled: rows.reduce((total, row) => total + row.universities.enrolled, 0),
        },
      };
      const weeks = new Map<string, FunnelWeek>();
      for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
        const week = mondayOf(day);
        if (!weeks.has(week)) weeks.set(week, { week, leads: 0, won: 0 });
      }
      for (const { day, leads, won } of days) {
        const week = weeks.get(mondayOf(day));
        if (!week) continue;
        week.leads += leads;
        week.won += won;
      }
      return {
        range,
        grouping,
        rows,
        total,
        weeks: [...weeks.values()],
        months: { last, previous },
      };
    },
  };
}

export type FunnelService = ReturnType<typeof funnelService>;
