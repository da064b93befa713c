/** @jest-environment node */
import {
  isAtWork,
  nextAtWork,
  parseHours,
  type Availability,
} from '@/lib/assignment/working-hours';
import { indiaDay } from '@/lib/time/india-time';
import { addOperators } from '@/test-support/operators';
import { newPerson, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { leadWork } from '../inbox/lead-work';
import { kyselyStore } from '../arrival/lead-arrival';
import { availabilityStore } from './availability';
import { moveMissedLeads } from './first-contact-deadline';

// A week of leads on a fake clock: 1,000 leads at random moments from Monday 00:00 to Sunday 24:00
// in India (nights and the weekend included), four counsellors of different hours, one of them on
// leave until Tuesday night. Seven
// in ten leads are called a minute before their deadline; the others are left, and the deadline's
// check runs at each lead's deadline as the server's would within seconds of it.

jest.setTimeout(600_000);

const MINUTE = 60_000;
const DEADLINE = 5 * MINUTE;
const WEEK_START = Date.parse('2026-11-22T18:30:00.000Z'); // Monday 23 Nov, 00:00 IST
const WEEK = 7 * 24 * 60 * MINUTE;
const LEADS = 1000;

const COUNSELLORS: { id: string; name: string; availability: Availability }[] = [
  {
    id: 'op-a',
    name: 'Asha',
    availability: { hours: parseHours('Mon-Sat 09:00-18:00'), leaveUntil: null },
  },
  {
    id: 'op-b',
    name: 'Bela',
    availability: { hours: parseHours('Mon-Fri 12:00-21:00'), leaveUntil: null },
  },
  {
    id: 'op-c',
    name: 'Chirag',
    availability: { hours: parseHours('Mon-Sun 08:00-20:00'), leaveUntil: '2026-11-24' },
  },
  {
    id: 'op-d',
    name: 'Divya',
    availability: { hours: parseHours('Wed 09:00-13:00, Sat-Sun 10:00-22:00'), leaveUntil: null },
  },
];
const availabilityOf = (id: string) => COUNSELLORS.find((c) => c.id === id)!.availability;
const atWork = (at: number) =>
  COUNSELLORS.filter((c) => isAtWork(c.availability, at)).map((c) => c.id);
/** Those whose hours begin on the India day the first hours after `at` begin. */
const beginNext = (at: number) => {
  const starts = COUNSELLORS.map((c) => ({
    id: c.id,
    day: indiaDay(nextAtWork(c.availability, at)!),
  }));
  const first = starts.map(({ day }) => day).sort()[0];
  return starts.filter(({ day }) => day === first).map(({ id }) => id);
};

/** A seeded generator (mulberry32): the same week every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Event =
  | { at: number; kind: 'arrive'; called: boolean }
  | { at: number; kind: 'call'; leadId: number }
  | { at: number; kind: 'check' };

describe.each(ENGINES)('%s a simulated week', (engine) => {
  const opened = withStore(engine);

  beforeEach(async () => {
    await addOperators(opened().database.db, [
      ...COUNSELLORS.map(({ id, name }) => ({ id, name })),
      { id: 'op-admin', name: 'Meera', role: 'admin' as const },
    ]);
    const availability = availabilityStore(opened().database);
    for (const {
      id,
      availability: { hours, leaveUntil },
    } of COUNSELLORS)
      await availability.set(id, { hours, leaveUntil });
  });

  it('assigns every lead to a counsellor at work, in fair turns, and moves each missed deadline once', async () => {
    let clock = WEEK_START;
    const store = kyselyStore(opened().database, [], {
      deadlineMs: DEADLINE,
      now: () => new Date(clock),
    });
    const work = leadWork(opened().database);
    const db = opened().database.db;
    const next = random(55);
    const events: Event[] = Array.from({ length: LEADS }, () => ({
      at: WEEK_START + Math.floor(next() * WEEK),
      kind: 'arrive' as const,
      called: next() < 0.7,
    }));
    const calledIds = new Set<number>();
    const missedIds = new Set<number>();
    const byTime = (a: Event, b: Event) => a.at - b.at || (a.kind === 'check' ? -1 : 1);
    events.sort(byTime);

    while (events.length) {
      const event = events.shift()!;
      clock = event.at;
      if (event.kind === 'check') {
        await moveMissedLeads(opened().database, ['webhook'], {
          now: new Date(clock),
          deadlineMs: DEADLINE,
        });
        continue;
      }
      // The server's check runs within seconds, so any deadline passed has been acted on.
      await moveMissedLeads(opened().database, ['webhook'], {
        now: new Date(clock),
        deadlineMs: DEADLINE,
      });
      if (event.kind === 'call') {
        const found = (await work.getLead(event.leadId))!;
        const result = await work.updateLead(
          event.leadId,
          { expectedVersion: found.lead.version, callOutcome: 'no-answer' },
          { id: found.lead.owner_id!, role: 'counsellor' },
          new Date(clock),
        );
        expect(result.result).toBe('saved');
        continue;
      }
      await store.insertLead(sampleLead(newPerson()));
      const lead = await db
        .selectFrom('leads')
        .select(['id', 'contact_due_at'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const due = Date.parse(lead.contact_due_at!);
      (event.called ? calledIds : missedIds).add(lead.id);
      events.push(
        event.called
          ? { at: due - MINUTE, kind: 'call', leadId: lead.id }
          : { at: due, kind: 'check' },
      );
      events.sort(byTime);
    }
    clock = WEEK_START + 9 * 24 * 60 * MINUTE;
    await moveMissedLeads(opened().database, ['webhook'], {
      now: new Date(clock),
      deadlineMs: DEADLINE,
    });

    const leads = await db
      .selectFrom('leads')
      .select(['id', 'owner_id', 'contact_moved_at'])
      .execute();
    const rows = (
      await db
        .selectFrom('lead_assignments')
        .select(['id', 'lead_id', 'operator_id', 'assigned_at', 'cause'])
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, at: Date.parse(new Date(row.assigned_at).toISOString()) }));

    // Every lead has an owner, given as it arrived.
    expect(leads).toHaveLength(LEADS);
    expect(leads.every((lead) => lead.owner_id !== null)).toBe(true);
    const firsts = rows.filter((row) => row.cause !== 'deadline');
    expect(new Set(firsts.map((row) => row.lead_id)).size).toBe(LEADS);
    expect(firsts).toHaveLength(LEADS);

    // None to a counsellor away: at work, or (nobody at work) one whose hours begin on the day
    // the first hours begin.
    for (const row of firsts) {
      if (row.cause === 'arrival') {
        expect(isAtWork(availabilityOf(row.operator_id), row.at)).toBe(true);
        continue;
      }
      expect(atWork(row.at)).toEqual([]);
      expect(beginNext(row.at)).toContain(row.operator_id);
    }
    // Nobody was given a lead to call on leave: those Chirag had before his return came at night,
    // for his first morning back.
    const backAt = Date.parse('2026-11-24T18:30:00Z');
    const duringLeave = firsts.filter((row) => row.operator_id === 'op-c' && row.at < backAt);
    expect(duringLeave.every((row) => row.cause === 'off-hours')).toBe(true);
    expect(
      duringLeave.every(
        (row) => nextAtWork(availabilityOf('op-c'), row.at) === Date.parse('2026-11-25T02:30:00Z'),
      ),
    ).toBe(true);

    // Fair turns: over each run of new leads while the same counsellors were at work, or (nobody
    // at work, nights and the weekend) the same counsellors' hours began next, shares differ by
    // one at most.
    const eligible = (row: (typeof firsts)[number]) =>
      row.cause === 'arrival' ? atWork(row.at) : beginNext(row.at);
    let run: typeof firsts = [];
    const runs = { arrival: 0, 'off-hours': 0 };
    const checkRun = () => {
      if (!run.length) return;
      runs[run[0].cause as keyof typeof runs] += 1;
      const counts = new Map<string, number>();
      for (const id of eligible(run[0])) counts.set(id, 0);
      for (const row of run) counts.set(row.operator_id, (counts.get(row.operator_id) ?? 0) + 1);
      const shares = [...counts.values()];
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    };
    const key = (row: (typeof firsts)[number]) => `${row.cause} ${eligible(row).join()}`;
    for (const row of firsts) {
      if (run.length && key(run[0]) !== key(row)) {
        checkRun();
        run = [];
      }
      run.push(row);
    }
    checkRun();
    expect(runs.arrival).toBeGreaterThan(10);
    expect(runs['off-hours']).toBeGreaterThan(5);
    // The weekend: Saturday night's leads shared by Sunday's two, Sunday night's by Monday's three.
    const sharesOf = (from: string, to: string) =>
      firsts
        .filter((row) => row.at >= Date.parse(from) && row.at < Date.parse(to))
        .reduce<Record<string, number>>((shares, row) => {
          shares[row.operator_id] = (shares[row.operator_id] ?? 0) + 1;
          return shares;
        }, {});
    const saturdayNight = sharesOf('2026-11-28T16:30:00Z', '2026-11-29T02:30:00Z');
    expect(Object.keys(saturdayNight).sort()).toEqual(['op-c', 'op-d']);
    const sundayNight = sharesOf('2026-11-29T16:30:00Z', '2026-11-29T18:30:00Z');
    expect(Object.keys(sundayNight).sort()).toEqual(['op-a', 'op-b', 'op-c']);
    for (const shares of [saturdayNight, sundayNight])
      expect(
        Math.max(...Object.values(shares)) - Math.min(...Object.values(shares)),
      ).toBeLessThanOrEqual(1);

    // Every missed deadline moved once, to another counsellor; no lead called in time moved.
    const moves = rows.filter((row) => row.cause === 'deadline');
    expect(missedIds.size).toBeGreaterThan(200);
    expect(new Set(moves.map((row) => row.lead_id))).toEqual(missedIds);
    expect(moves).toHaveLength(missedIds.size);
    // To a counsellor at work then, or (nobody else was) left with its owner.
    let moved = 0;
    for (const move of moves) {
      const before = rows.filter((row) => row.lead_id === move.lead_id && row.id < move.id).at(-1)!;
      const others = atWork(move.at).filter((id) => id !== before.operator_id);
      if (others.length) {
        expect(others).toContain(move.operator_id);
        moved += 1;
      } else expect(move.operator_id).toBe(before.operator_id);
    }
    // Both happened in the week: moves to a teammate at work, and moves at an hour (the first
    // minutes of a shift) when the owner was the only one at work.
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(moves.length);
    for (const lead of leads) expect(lead.contact_moved_at !== null).toBe(missedIds.has(lead.id));
    expect(calledIds.size + missedIds.size).toBe(LEADS);
    // The admins were told of each move once.
    const notices = await db
      .selectFrom('outbox')
      .select(['record_id', 'destination'])
      .where('record_type', '=', 'assignment')
      .execute();
    const byId = (a: number, b: number) => a - b;
    expect(
      notices
        .filter((row) => row.destination !== 'push')
        .map((row) => row.record_id)
        .sort(byId),
    ).toEqual(moves.map((row) => row.id));
    // And each owner of each lead once, as it came to them (not where it stayed with them).
    const stayed = new Set(
      moves
        .filter((move) => {
          const before = rows.filter((row) => row.lead_id === move.lead_id && row.id < move.id);
          return before.at(-1)!.operator_id === move.operator_id;
        })
        .map((move) => move.id),
    );
    expect(
      notices
        .filter((row) => row.destination === 'push')
        .map((row) => row.record_id)
        .sort(byId),
    ).toEqual(rows.map((row) => row.id).filter((id) => !stayed.has(id)));
  });
});
