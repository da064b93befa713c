// The store `bench:inbox` measures: a small agency's two years of leads (100,000 of them), worked
// by eight operators, written straight into the tables in batches (the API's path, with its outbox
// rows and alerts, would take an hour and is not what is measured). Every run and engine gets the
// same rows: the numbers come from a fixed sequence.
import { sql, type Insertable } from 'kysely';
import { admissionReason } from '@/lib/admission/admission-lead';
import { universities } from '@/lib/catalogue/universities';
import { services } from '@/lib/catalogue/services';
import { consentStatements } from '@/lib/leads/consent';
import type { CallOutcome, LeadStatus } from '@/lib/inbox/lead-work-values';
import type { LeadEventsTable, LeadsTable } from '@/lib/server/store/schema';
import type { StoreDatabase } from '@/lib/server/store/store-database';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A multi-row insert binds every column of every row: SQLite allows 32,766 values a statement. */
const BATCH = 500;

// mulberry32: a short linear congruential sequence repeats its low digits in step, which made
// a tenth of the phone numbers share four digits.
let seed = 0;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const chance = (share: number) => random() < share;
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
/** Minutes spread as waits are: most short, a long tail (exponential, this median). */
const wait = (medianMinutes: number) =>
  (-Math.log(1 - random()) / Math.LN2) * medianMinutes * MINUTE;

export type BenchOperator = { id: string; name: string; role: 'admin' | 'counsellor' };

export const OPERATORS: BenchOperator[] = [
  { id: 'op-meera', name: 'Meera Kapoor', role: 'admin' },
  { id: 'op-arjun', name: 'Arjun Malhotra', role: 'admin' },
  ...['Asha Verma', 'Ravi Kumar', 'Sneha Reddy', 'Imran Khan', 'Pooja Nair', 'Vikram Singh'].map(
    (name): BenchOperator => ({
      id: `op-${name.split(' ')[0].toLowerCase()}`,
      name,
      role: 'counsellor',
    }),
  ),
];
const COUNSELLORS = OPERATORS.filter(({ role }) => role === 'counsellor');

const words = (text: string) => text.trim().split(/\s+/);

const FIRST_NAMES = words(`
  Aarav Aditi Aditya Akash Ananya Anjali Ankit Arjun Ayesha Deepak Divya Farhan Gaurav Harsh
  Ishaan Isha Karan Kavya Khushi Kunal Manish Meghna Mohit Neha Nikhil Nisha Pankaj Pooja Prateek
  Priya Rahul Rajat Ritika Rohan Sakshi Sameer Sana Saurabh Shivani Shreya Simran Sneha Sumit
  Tanvi Tushar Varun Vikas Yash Zoya Gurpreet Harpreet Jaspreet Lakshmi Mohammed Naveen Om Rakesh
  Sunita Tarun Uday
`);
const LAST_NAMES = words(`
  Sharma Verma Gupta Singh Kumar Yadav Jain Agarwal Bansal Mehta Chopra Malhotra Kapoor Khanna
  Arora Sethi Gill Sandhu Dhillon Bhatia Reddy Nair Iyer Menon Pillai Rao Das Ghosh Banerjee
  Mukherjee Khan Ansari Qureshi Mishra Pandey Tiwari Dubey Chauhan Rathore Thakur
`);
const MAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.co.in',
  'outlook.com',
  'rediffmail.com',
];
const CITIES = words(`
  Delhi Gurugram Noida Jaipur Lucknow Chandigarh Ludhiana Patna Dehradun Agra
`);
const COURSES = [
  'MBA',
  'BBA',
  'B.Tech CSE',
  'BCA',
  'MCA',
  'B.Com',
  'M.Tech',
  'B.Sc Nursing',
  'BA LLB',
  'B.Des',
];
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; RMX3501) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
];
const LOST_REASONS = [
  'Not interested',
  'Chose another university',
  'Budget',
  'Wrong number',
  'No response after 5 calls',
];
const NOTES = [
  'Asked for the fee structure on WhatsApp',
  'Will visit the campus on Sunday',
  'Parents to decide',
  'Wants a hostel',
  'Busy, call after 6 pm',
];
const CALL_OUTCOMES: CallOutcome[] = [
  'no-answer',
  'busy',
  'connected',
  'wrong-number',
  'call-back-later',
];

/** Where leads come from: ad campaigns by source, and visits with no campaign at all. */
const SOURCES = [
  { source: 'google', medium: 'cpc', share: 0.45, click: 'gclid' },
  { source: 'facebook', medium: 'paid_social', share: 0.25, click: 'fbclid' },
  { source: 'instagram', medium: 'paid_social', share: 0.1, click: 'fbclid' },
  { source: 'bing', medium: 'cpc', share: 0.03, click: 'msclkid' },
  { source: null, medium: null, share: 0.17, click: null },
] as const;
const campaignsOf = (source: string) =>
  universities
    .flatMap(({ id }) => ['mba', 'btech', 'bba', 'admissions'].map((course) => `${id}-${course}`))
    .concat(['seo-audit', 'google-ads-leads', 'website-redesign', 'festive-offer'])
    .flatMap((name) => [`${source}-${name}-2025`, `${source}-${name}-2026`]);

function sourceOf() {
  let roll = random();
  for (const source of SOURCES) if ((roll -= source.share) < 0) return source;
  return SOURCES[SOURCES.length - 1];
}

/** Where a lead is in the pipeline, by its age: recent ones mostly new, old ones settled. */
function statusOf(ageDays: number): LeadStatus {
  if (ageDays < 1) return pick(['new', 'new', 'new', 'new', 'attempted', 'connected']);
  if (ageDays < 14)
    return pick(['new', 'attempted', 'attempted', 'attempted', 'connected', 'qualified', 'lost']);
  return pick([
    'new',
    'attempted',
    'attempted',
    'connected',
    'qualified',
    'qualified',
    'won',
    'lost',
    'lost',
    'lost',
  ]);
}

type Lead = Insertable<LeadsTable>;
type Event = Insertable<LeadEventsTable>;

function leadAt(receivedMs: number, now: number): Lead {
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const admission = chance(0.7);
  const university = pick(universities);
  const from = sourceOf();
  const campaign = from.source && !chance(0.1) ? pick(campaignsOf(from.source)) : null;
  const path = admission ? `/college/${university.id}/admission` : `/services/${pick(services).id}`;
  const query = campaign
    ? `?utm_source=${from.source}&utm_medium=${from.medium}&utm_campaign=${campaign}`
    : '';
  const click = from.click && campaign ? `Cj0KCQiA${digits(24)}BhCLARIsAH${digits(30)}` : null;
  const landing = `https://www.leadwise.in${path}${query}${click ? `&${from.click}=${click}` : ''}`;
  const hindi = admission && chance(0.2);
  const consent = hindi
    ? consentStatements.admissionHi
    : admission
      ? consentStatements.admission
      : consentStatements.proposal;
  const received = new Date(receivedMs).toISOString();
  const suspected = chance(0.02) ? pick(['honeypot filled', 'sent too fast']) : null;
  const status = statusOf((now - receivedMs) / DAY);
  const contacted = status !== 'new';
  const firstContact = contacted ? Math.min(receivedMs + wait(40), now) : null;
  const open = status === 'attempted' || status === 'connected' || status === 'qualified';
  // A few leads were contacted and left unassigned; most new ones wait for someone to take them.
  const owner = (contacted ? chance(0.95) : chance(0.3)) ? pick(COUNSELLORS).id : null;
  // Recent open leads have their next call planned, from overdue to next week; a few old ones
  // were forgotten, overdue since.
  const recent = now - receivedMs < 30 * DAY;
  const followUp =
    open && owner && (recent ? chance(0.8) : chance(0.03))
      ? recent
        ? now + (random() * 9 - 3) * DAY
        : receivedMs + random() * 20 * DAY
      : null;
  return {
    kind: admission ? 'admission' : 'proposal',
    name: `${first} ${last}`,
    email: `${first}.${last}${chance(0.6) ? digits(2) : ''}@${pick(MAIL_DOMAINS)}`.toLowerCase(),
    phone: `${pick(['6', '7', '8', '9'])}${digits(9)}`,
    website: admission ? null : `${last.toLowerCase()}${pick(['traders', 'clinic', 'exports'])}.in`,
    message: admission ? null : 'We want more enquiries from Google and Instagram.',
    course: admission ? pick(COURSES) : null,
    city: admission ? pick(CITIES) : null,
    consent: admission ? 1 : null,
    reason: admission
      ? admissionReason(university.name)
      : chance(0.5)
        ? 'Get a Proposal'
        : pick(services).name,
    page_url: landing.split('?')[0],
    language: hindi ? 'hi' : 'en',
    user_agent: pick(USER_AGENTS),
    idempotency_key: `${receivedMs.toString(36)}-${digits(12)}`,
    idempotency_digest: null,
    suspected_reason: suspected,
    released_at: suspected && chance(0.25) ? received : null,
    landing_url: landing,
    referrer: from.source === 'google' ? 'https://www.google.com/' : '',
    gclid: from.click === 'gclid' ? click : null,
    gbraid: null,
    wbraid: null,
    fbclid: from.click === 'fbclid' ? click : null,
    msclkid: from.click === 'msclkid' ? click : null,
    utm_source: campaign ? from.source : null,
    utm_medium: campaign ? from.medium : null,
    utm_campaign: campaign,
    utm_term: null,
    utm_content: null,
    consent_text: consent.text,
    consent_version: consent.version,
    consented_at: received,
    first_attempt_at: received,
    received_at: received,
    status,
    status_at: firstContact === null ? null : new Date(firstContact).toISOString(),
    lost_reason: status === 'lost' ? pick(LOST_REASONS) : null,
    owner_id: owner,
    next_follow_up_at: followUp === null ? null : new Date(followUp).toISOString(),
    first_contact_at: firstContact === null ? null : new Date(firstContact).toISOString(),
    version: 0,
  };
}

/** A worked lead's timeline: taken, called (a note and an outcome each time), its status moved. */
function eventsOf(leadId: number, lead: Lead, now: number): Event[] {
  const operator = lead.owner_id ?? pick(COUNSELLORS).id;
  let at = Date.parse(lead.received_at) + wait(20);
  const next = () => new Date(Math.min((at += wait(600)), now)).toISOString();
  const event = (values: Partial<Event>): Event => ({
    lead_id: leadId,
    at: next(),
    operator_id: operator,
    kind: 'note',
    from_value: null,
    to_value: null,
    note: null,
    call_outcome: null,
    ...values,
  });
  const events = [event({ kind: 'owner', from_value: null, to_value: operator })];
  const calls = 1 + Math.floor(random() * 4);
  for (let call = 0; call < calls; call++)
    events.push(
      event({ note: chance(0.5) ? pick(NOTES) : null, call_outcome: pick(CALL_OUTCOMES) }),
    );
  let from: LeadStatus = 'new';
  for (const to of ['attempted', 'connected', 'qualified', lead.status] as LeadStatus[]) {
    if (to === from || (to !== lead.status && chance(0.5))) continue;
    events.push(event({ kind: 'status', from_value: from, to_value: to, note: lead.lost_reason }));
    from = to;
    if (to === lead.status) break;
  }
  if (lead.next_follow_up_at)
    events.push(event({ kind: 'follow-up', to_value: lead.next_follow_up_at }));
  return events;
}

/** The eight operators, as Better Auth's table holds them (no accounts: nobody signs in here). */
async function insertOperators(database: StoreDatabase) {
  for (const { id, name, role } of OPERATORS) {
    const email = `${id.slice(3)}@leadwise.in`;
    const at = '2024-01-01T00:00:00.000Z';
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values (${id}, ${name}, ${email}, ${0}, ${at}, ${at}, ${role})`.execute(database.db);
  }
}

export type Seeded = { leads: number; events: number; ms: number };

/**
 * Fills an empty, migrated store with `count` leads received over two years up to `now`, newest
 * last, ~10 % of them (the worked ones picked at random) with a timeline. Lead ids are 1..count:
 * the store is new.
 */
export async function seedInbox(
  database: StoreDatabase,
  count: number,
  now: Date,
  /** How many days before `now` the leads are spread over (the funnel's bench: 90). */
  spanDays = 730,
): Promise<Seeded> {
  const start = performance.now();
  seed = 43;
  await insertOperators(database);
  const span = spanDays * DAY;
  let events = 0;
  await database.db.transaction().execute(async (trx) => {
    for (let first = 1; first <= count; first += BATCH) {
      const leads: Lead[] = [];
      const timelines: Event[] = [];
      for (let id = first; id < first + BATCH && id <= count; id++) {
        const received = now.getTime() - span + (span * (id - 0.5)) / count + random() * MINUTE;
        const lead = leadAt(received, now.getTime());
        if (lead.status !== 'new' && chance(0.14)) {
          const timeline = eventsOf(id, lead, now.getTime());
          lead.version = timeline.length;
          timelines.push(...timeline);
        }
        leads.push(lead);
      }
      await trx.insertInto('leads').values(leads).execute();
      for (let at = 0; at < timelines.length; at += BATCH)
        await trx
          .insertInto('lead_events')
          .values(timelines.slice(at, at + BATCH))
          .execute();
      events += timelines.length;
    }
  });
  const { leads } = await database.db
    .selectFrom('leads')
    .select((eb) => eb.fn.max('id').as('leads'))
    .executeTakeFirstOrThrow();
  if (Number(leads) !== count)
    throw new Error(`Expected lead ids 1..${count}, the last is ${leads}`);
  return { leads: count, events, ms: performance.now() - start };
}

/**
 * PostgreSQL's autovacuum after a bulk insert, done now rather than in the middle of a measure: the
 * planner's statistics, and the visibility map that lets a scan answer from an index alone. SQLite
 * plans without statistics, as the server's store does (nothing runs ANALYZE there).
 */
export async function vacuumAfterSeeding(database: StoreDatabase) {
  if (database.engine === 'postgres') await sql`vacuum analyze`.execute(database.db);
}
