import 'server-only';
import type { LeadStatus } from '@/lib/inbox/lead-work-values';
import { isoTimestamps } from '../store/iso-timestamps';
import type { LeadKind } from '../store/lead-store';
import type { StoreDatabase } from '../store/store-database';
import { mayWork, type Viewer } from './lead-filter';

// A lead's person, for its page (docs/leads.md#repeat-enquiries-one-person-one-record): every enquiry that made or joined
// the lead, and the person's other leads (the same phone or email) with their status.

/** One enquiry of a lead, its own first touch and campaign. */
export type LeadEnquiry = {
  /** 1 for the enquiry that made the lead, then each repeat in the order it came. */
  number: number;
  /** The repeat's row (lead_enquiries.id); null for the lead's own enquiry. */
  enquiryId: number | null;
  received_at: string;
  kind: LeadKind;
  reason: string;
  name: string;
  email: string;
  phone: string;
  page_url: string;
  landing_url: string;
  referrer: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: string | null;
  fbclid: string | null;
};

/** Another lead of the same person. */
export type PersonLead = {
  id: number;
  kind: LeadKind;
  reason: string;
  status: LeadStatus;
  owner_id: string | null;
  owner_name: string | null;
  received_at: string;
};

const ENQUIRY_COLUMNS = [
  'received_at',
  'kind',
  'reason',
  'name',
  'email',
  'phone',
  'page_url',
  'landing_url',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'gclid',
  'fbclid',
] as const;

export function leadPerson(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);
  return {
    /** The lead's enquiries, oldest first; empty when there is no such lead. */
    async enquiriesOf(leadId: number): Promise<LeadEnquiry[]> {
      const [first, repeats] = await Promise.all([
        db.selectFrom('leads').select(ENQUIRY_COLUMNS).where('id', '=', leadId).executeTakeFirst(),
        db
          .selectFrom('lead_enquiries')
          .select(['id', ...ENQUIRY_COLUMNS])
          .where('lead_id', '=', leadId)
          // By time: a merged lead's enquiries (lead-merge.ts) may be older than the kept lead's.
          .orderBy('received_at')
          .orderBy('id')
          .execute(),
      ]);
      if (!first) return [];
      return [
        { number: 1, enquiryId: null, ...first },
        ...repeats.map(({ id, ...enquiry }, index) => ({
          number: index + 2,
          enquiryId: id,
          ...enquiry,
        })),
      ];
    },

    /** How many enquiries each of these leads has (1 without repeats), for a list's "3 enquiries". */
    async enquiryCounts(leadIds: number[]): Promise<Map<number, number>> {
      const counts = new Map(leadIds.map((id) => [id, 1]));
      if (leadIds.length === 0) return counts;
      const rows = await db
        .selectFrom('lead_enquiries')
        .select((eb) => ['lead_id', eb.fn.countAll().as('count')])
        .where('lead_id', 'in', leadIds)
        .groupBy('lead_id')
        .execute();
      for (const { lead_id, count } of rows) counts.set(lead_id, Number(count) + 1);
      return counts;
    },

    /**
     * The person's other leads that the viewer may work (mayWork: an admin all, a counsellor the
     * unassigned and their own), newest first: the same phone or email as this lead. Held
     * (suspected) leads are left out, as the queue leaves them out.
     */
    async otherLeadsOf(leadId: number, viewer: Viewer): Promise<PersonLead[]> {
      const lead = await db
        .selectFrom('leads')
        .select(['phone_key', 'email_key'])
        .where('id', '=', leadId)
        .executeTakeFirst();
      if (!lead || (lead.phone_key === null && lead.email_key === null)) return [];
      return db
        .selectFrom('leads')
        .leftJoin('operator', 'operator.id', 'leads.owner_id')
        .select([
          'leads.id',
          'leads.kind',
          'leads.reason',
          'leads.status',
          'leads.owner_id',
          'operator.name as owner_name',
          'leads.received_at',
        ])
        .where((eb) =>
          eb.or([
            ...(lead.phone_key === null ? [] : [eb('leads.phone_key', '=', lead.phone_key)]),
            ...(lead.email_key === null ? [] : [eb('leads.email_key', '=', lead.email_key)]),
          ]),
        )
        .where('leads.id', '!=', leadId)
        .where((eb) =>
          eb.or([
            eb('leads.suspected_reason', 'is', null),
            eb('leads.released_at', 'is not', null),
          ]),
        )
        .orderBy('leads.received_at', 'desc')
        .orderBy('leads.id', 'desc')
        .execute()
        .then((leads) => leads.filter((other) => mayWork(other, viewer)));
    },
  };
}

export type LeadPersonStore = ReturnType<typeof leadPerson>;
