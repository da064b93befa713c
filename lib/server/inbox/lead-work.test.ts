/** @jest-environment node */
import { sql } from 'kysely';
import { LEAD_STATUSES } from '@/lib/inbox/lead-work-values';
import { newPerson, sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import type { NewLead } from '../store/lead-store';
import { leadWork, type LeadWork } from './lead-work';
import { mayWork, type Viewer } from './lead-filter';

const ADMIN: Viewer = { id: 'op-admin', role: 'admin' };
const ASHA: Viewer = { id: 'op-asha', role: 'counsellor' };
const RAVI: Viewer = { id: 'op-ravi', role: 'counsellor' };
const NAMES = { 'op-admin': 'Meera', 'op-asha': 'Asha', 'op-ravi': 'Ravi' };

describe.each(ENGINES)('%s lead work', (engine) => {
  const store = withStore(engine);
  let work: LeadWork;

  beforeEach(async () => {
    work = leadWork(store().database);
    for (const [id, name] of Object.entries(NAMES))
      await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
        values (${id}, ${name}, ${`${name.toLowerCase()}@agency.in`}, ${0}, ${'2026-11-01T00:00:00.000Z'},
        ${'2026-11-01T00:00:00.000Z'}, ${id === 'op-admin' ? 'admin' : 'counsellor'})`.execute(
        store().database.db,
      );
  });

  const db = () => store().database.db;

  /**
   * Stores a lead received at `receivedAt`, with the inbox's columns as given (unassigned unless
   * given an owner, whoever the default rule gave it to); its id.
   */
  const addLead = async (
    lead: NewLead,
    receivedAt: string,
    columns: { owner_id?: string | null; status?: 'new' | 'won' | 'lost' | 'attempted' } = {},
  ) => {
    await store().insertLead(lead);
    const { id } = await db()
      .selectFrom('leads')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('leads')
      .set({ received_at: receivedAt, owner_id: null, ...columns })
      .where('id', '=', id)
      .execute();
    return Number(id);
  };

  const leadRow = async (id: number) =>
    db()
      .selectFrom('leads')
      .select([
        'status',
        'status_at',
        'lost_reason',
        'owner_id',
        'next_follow_up_at',
        'first_contact_at',
        'version',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => ({
        ...row,
        status_at: row.status_at && new Date(row.status_at).toISOString(),
        next_follow_up_at: row.next_follow_up_at && new Date(row.next_follow_up_at).toISOString(),
        first_contact_at: row.first_contact_at && new Date(row.first_contact_at).toISOString(),
      }));

  const eventRows = async (id: number) =>
    db()
      .selectFrom('lead_events')
      .select(['operator_id', 'kind', 'from_value', 'to_value', 'note', 'call_outcome', 'at'])
      .where('lead_id', '=', id)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })));

  describe('the queue', () => {
    /** Six leads, a day apart, newest last. */
    const seed = async () => {
      const ids = {
        proposal: await addLead(sampleLead({ name: 'Kabir Shah' }), '2026-11-20T04:00:00.000Z'),
        lpu: await addLead(
          sampleAdmission({ name: 'Priya', phone: '9123456789', email: 'Priya@Mail.in' }),
          '2026-11-21T04:00:00.000Z',
          { owner_id: 'op-asha', status: 'attempted' },
        ),
        amity: await addLead(
          sampleAdmission({
            name: 'Rohan',
            reason: 'Admission enquiry: Amity University',
            utm_campaign: null,
            utm_source: 'facebook',
          }),
          '2026-11-22T04:00:00.000Z',
          { owner_id: 'op-ravi' },
        ),
        bot: await addLead(
          sampleLead({ name: 'Bot', suspected_reason: 'honeypot filled' }),
          '2026-11-23T04:00:00.000Z',
        ),
        won: await addLead(
          sampleLead({ name: 'Neha', phone: '9876500001', email: 'neha@example.in' }),
          '2026-11-24T04:00:00.000Z',
          {
            owner_id: 'op-ravi',
            status: 'won',
          },
        ),
        latest: await addLead(
          sampleLead({ name: '100%_sure', phone: '9000011111', email: 'sure@example.in' }),
          '2026-11-25T04:00:00.000Z',
        ),
      };
      return ids;
    };
    const names = (page: { leads: { name: string }[] }) => page.leads.map(({ name }) => name);

    it('lists every genuine lead newest first for an admin, with its owner, campaign and counts', async () => {
      const ids = await seed();
      const page = await work.listQueue({ page: 1, viewer: ADMIN });
      expect(names(page)).toEqual(['100%_sure', 'Neha', 'Rohan', 'Priya', 'Kabir Shah']);
      expect(page.leads[2]).toEqual({
        id: ids.amity,
        name: 'Rohan',
        phone: '9876543210',
        email: 'asha@example.in',
        kind: 'admission',
        reason: 'Admission enquiry: Amity University',
        campaign: 'facebook',
        channel: 'site',
        status: 'new',
        owner_id: 'op-ravi',
        owner_name: 'Ravi',
        received_at: '2026-11-22T04:00:00.000Z',
        first_contact_at: null,
        next_follow_up_at: null,
        contact_withdrawn_at: null,
        erased_at: null,
        // Given to a counsellor when it arrived (lib/server/assignment), its deadline from then.
        assignment_cause: 'arrival',
        verified_at: null,
        contact_due_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        contact_moved_at: null,
      });
      expect(page.leads[0]).toMatchObject({ campaign: 'diwali', owner_name: null });
      expect(page).toMatchObject({
        total: 5,
        page: 1,
        pageSize: 50,
        pages: 1,
        counts: { new: 3, attempted: 1, connected: 0, qualified: 0, won: 1, lost: 0 },
      });
    });

    it("shows a counsellor the unassigned leads and their own, never another counsellor's", async () => {
      await seed();
      expect(names(await work.listQueue({ page: 1, viewer: ASHA }))).toEqual([
        '100%_sure',
        'Priya',
        'Kabir Shah',
      ]);
      const ravi = await work.listQueue({ page: 1, viewer: RAVI });
      expect(names(ravi)).toEqual(['100%_sure', 'Neha', 'Rohan', 'Kabir Shah']);
      expect(ravi.counts).toEqual({
        new: 3,
        attempted: 0,
        connected: 0,
        qualified: 0,
        won: 1,
        lost: 0,
      });
    });

    it('filters by status, kind, university, owner and campaign, counting per status under the rest', async () => {
      await seed();
      const list = (filter: Omit<Parameters<LeadWork['listQueue']>[0], 'page' | 'viewer'>) =>
        work.listQueue({ page: 1, viewer: ADMIN, ...filter });
      expect(names(await list({ status: 'new' }))).toEqual(['100%_sure', 'Rohan', 'Kabir Shah']);
      const admissions = await list({ kind: 'admission' });
      expect(names(admissions)).toEqual(['Rohan', 'Priya']);
      expect(admissions.counts).toMatchObject({ new: 1, attempted: 1, won: 0 });
      expect(names(await list({ kind: 'admission', status: 'attempted' }))).toEqual(['Priya']);
      expect(names(await list({ university: 'Amity University' }))).toEqual(['Rohan']);
      expect(names(await list({ owner: { mine: 'op-ravi' } }))).toEqual(['Neha', 'Rohan']);
      expect(names(await list({ owner: 'unassigned' }))).toEqual(['100%_sure', 'Kabir Shah']);
      expect(names(await list({ campaign: 'facebook' }))).toEqual(['Rohan']);
      expect((await list({ campaign: 'diwali' })).total).toBe(4);
      expect(names(await list({ owner: { mine: 'op-ravi' }, status: 'won' }))).toEqual(['Neha']);
    });

    it('searches name, phone and email in any case, by part, taking % and _ literally', async () => {
      await seed();
      const search = async (term: string) =>
        names(await work.listQueue({ page: 1, viewer: ADMIN, search: term }));
      expect(await search('kabir')).toEqual(['Kabir Shah']);
      expect(await search('6789')).toEqual(['Priya']);
      expect(await search('priya@mail')).toEqual(['Priya']);
      expect(await search('  SHAH ')).toEqual(['Kabir Shah']);
      expect(await search('%_')).toEqual(['100%_sure']);
      expect(await search('bot')).toEqual([]);
      expect(await search('ravi')).toEqual([]);
    });

    it('answers a search as the queue it narrows: the same rows in order, counts and pages', async () => {
      await seed();
      const queue = (await work.listQueue({ page: 1, viewer: ADMIN })).leads;
      for (const [term, found] of [
        ['a', ['100%_sure', 'Neha', 'Rohan', 'Priya', 'Kabir Shah']],
        ['98765', ['Neha', 'Rohan', 'Kabir Shah']],
        ['KABIR', ['Kabir Shah']],
      ] as const) {
        const matches = queue.filter((lead) =>
          [lead.name, lead.phone, lead.email].some((value) =>
            value.toLowerCase().includes(term.toLowerCase()),
          ),
        );
        expect(matches.map(({ name }) => name)).toEqual(found);
        const search = (page: number, status?: 'new') =>
          work.listQueue({ page, pageSize: 1, viewer: ADMIN, search: term, status });
        const counts = Object.fromEntries(
          LEAD_STATUSES.map((status) => [
            status,
            matches.filter((lead) => lead.status === status).length,
          ]),
        );
        const first = await search(1);
        expect(first).toEqual({
          leads: matches.slice(0, 1),
          total: matches.length,
          page: 1,
          pageSize: 1,
          pages: Math.max(1, matches.length),
          counts,
        });
        const news = matches.filter((lead) => lead.status === 'new');
        expect(await search(2, 'new')).toMatchObject({
          leads: news.slice(1, 2),
          total: news.length,
          counts,
        });
        expect(await search(9)).toMatchObject({ leads: [], total: matches.length, counts });
      }
    });

    it('pages by the page size, with the total over every page', async () => {
      await seed();
      const second = await work.listQueue({ page: 2, pageSize: 2, viewer: ADMIN });
      expect(names(second)).toEqual(['Rohan', 'Priya']);
      expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2, pages: 3 });
      expect(names(await work.listQueue({ page: 3, pageSize: 2, viewer: ADMIN }))).toEqual([
        'Kabir Shah',
      ]);
      expect(names(await work.listQueue({ page: 4, pageSize: 2, viewer: ADMIN }))).toEqual([]);
    });
  });

  describe('saving a lead', () => {
    const NOW = new Date('2026-11-25T06:30:00.000Z');
    const LATER = new Date('2026-11-25T07:00:00.000Z');

    it('starts every lead new, unassigned, at version 0', async () => {
      const id = await addLead(sampleLead(), '2026-11-25T06:00:00.000Z');
      expect(await leadRow(id)).toEqual({
        status: 'new',
        status_at: null,
        lost_reason: null,
        owner_id: null,
        next_follow_up_at: null,
        first_contact_at: null,
        version: 0,
      });
      expect(await work.getLead(id)).toEqual({
        lead: expect.objectContaining({ id, name: 'Asha', status: 'new', owner_name: null }),
        events: [],
        phoneCheck: null,
      });
    });

    it('records one timeline row per change, and the first contact once', async () => {
      const id = await addLead(sampleAdmission(), '2026-11-25T06:00:00.000Z');
      const first = await work.updateLead(
        id,
        {
          expectedVersion: 0,
          ownerId: 'op-asha',
          status: 'attempted',
          nextFollowUpAt: new Date('2026-11-26T05:00:00.000Z'),
          note: ' Rang twice ',
          callOutcome: 'no-answer',
        },
        ASHA,
        NOW,
      );
      expect(first).toMatchObject({
        result: 'saved',
        lead: { status: 'attempted', owner_name: 'Asha', version: 1 },
      });
      const at = NOW.toISOString();
      expect(await leadRow(id)).toEqual({
        status: 'attempted',
        status_at: at,
        lost_reason: null,
        owner_id: 'op-asha',
        next_follow_up_at: '2026-11-26T05:00:00.000Z',
        first_contact_at: at,
        version: 1,
      });
      const firstEvents = [
        {
          kind: 'status',
          from_value: 'new',
          to_value: 'attempted',
          note: null,
          call_outcome: null,
        },
        { kind: 'owner', from_value: null, to_value: 'op-asha', note: null, call_outcome: null },
        {
          kind: 'follow-up',
          from_value: null,
          to_value: '2026-11-26T05:00:00.000Z',
          note: null,
          call_outcome: null,
        },
        {
          kind: 'note',
          from_value: null,
          to_value: null,
          note: 'Rang twice',
          call_outcome: 'no-answer',
        },
      ].map((event) => ({ ...event, operator_id: 'op-asha', at }));
      expect(await eventRows(id)).toEqual(firstEvents);

      const second = await work.updateLead(
        id,
        { expectedVersion: 1, status: 'qualified', ownerId: 'op-asha', nextFollowUpAt: null },
        ASHA,
        LATER,
      );
      expect(second).toMatchObject({
        result: 'saved',
        events: [
          { kind: 'status', from_value: 'attempted', to_value: 'qualified', operator_name: 'Asha' },
          { kind: 'follow-up', from_value: '2026-11-26T05:00:00.000Z', to_value: null },
        ],
      });
      expect(await leadRow(id)).toMatchObject({
        status: 'qualified',
        status_at: LATER.toISOString(),
        next_follow_up_at: null,
        first_contact_at: at,
        version: 2,
      });
      expect(await eventRows(id)).toHaveLength(6);
      const { events } = (await work.getLead(id))!;
      expect(events.map(({ kind, operator_name }) => [kind, operator_name])).toEqual([
        ['status', 'Asha'],
        ['owner', 'Asha'],
        ['follow-up', 'Asha'],
        ['note', 'Asha'],
        ['status', 'Asha'],
        ['follow-up', 'Asha'],
      ]);
    });

    it('counts a call outcome alone as the first contact, and a note alone as none', async () => {
      const id = await addLead(sampleLead(), '2026-11-25T06:00:00.000Z');
      await work.updateLead(id, { expectedVersion: 0, note: 'Looked them up' }, ADMIN, NOW);
      expect(await leadRow(id)).toMatchObject({ first_contact_at: null, version: 1 });
      await work.updateLead(id, { expectedVersion: 1, callOutcome: 'busy' }, ADMIN, LATER);
      expect(await leadRow(id)).toMatchObject({
        status: 'new',
        first_contact_at: LATER.toISOString(),
        version: 2,
      });
    });

    it('refuses the second of two saves from the same version, and keeps the first', async () => {
      const id = await addLead(sampleLead(), '2026-11-25T06:00:00.000Z');
      const [a, b] = await Promise.all([
        work.updateLead(id, { expectedVersion: 0, status: 'connected', note: 'Spoke' }, ADMIN, NOW),
        work.updateLead(
          id,
          { expectedVersion: 0, status: 'lost', lostReason: 'Not interested' },
          ASHA,
          NOW,
        ),
      ]);
      expect([a.result, b.result].sort()).toEqual(['conflict', 'saved']);
      const winner = a.result === 'saved' ? 'connected' : 'lost';
      const conflict = a.result === 'conflict' ? a : b;
      expect(conflict).toMatchObject({ result: 'conflict', lead: { status: winner, version: 1 } });
      expect(await leadRow(id)).toMatchObject({ status: winner, version: 1 });
      expect((await eventRows(id)).map(({ kind }) => kind)).toEqual(
        winner === 'connected' ? ['status', 'note'] : ['status'],
      );

      const stale = await work.updateLead(
        id,
        { expectedVersion: 0, note: 'From an old tab' },
        ADMIN,
        LATER,
      );
      expect(stale).toMatchObject({ result: 'conflict', lead: { version: 1 } });
      expect(await eventRows(id)).toHaveLength(winner === 'connected' ? 2 : 1);
    });

    it('asks for a reason to mark a lead lost, and keeps it; refuses a follow-up that is no time', async () => {
      const id = await addLead(sampleLead(), '2026-11-25T06:00:00.000Z');
      for (const lostReason of [undefined, '   '])
        expect(
          await work.updateLead(id, { expectedVersion: 0, status: 'lost', lostReason }, ADMIN, NOW),
        ).toEqual({ result: 'refused', problem: 'lost-needs-reason' });
      expect(
        await work.updateLead(
          id,
          { expectedVersion: 0, nextFollowUpAt: new Date('not a date') },
          ADMIN,
          NOW,
        ),
      ).toEqual({ result: 'refused', problem: 'invalid-follow-up' });
      expect(await leadRow(id)).toMatchObject({ status: 'new', version: 0 });
      expect(await eventRows(id)).toEqual([]);

      await work.updateLead(
        id,
        { expectedVersion: 0, status: 'lost', lostReason: 'Chose another college' },
        ADMIN,
        NOW,
      );
      expect(await leadRow(id)).toMatchObject({
        status: 'lost',
        lost_reason: 'Chose another college',
        first_contact_at: NOW.toISOString(),
      });
      expect(await eventRows(id)).toEqual([
        expect.objectContaining({
          kind: 'status',
          to_value: 'lost',
          note: 'Chose another college',
        }),
      ]);
      await work.updateLead(id, { expectedVersion: 1, status: 'connected' }, ADMIN, LATER);
      expect(await leadRow(id)).toMatchObject({ status: 'connected', lost_reason: null });
    });

    it('lets a counsellor take an unassigned lead, and only an admin assign or reassign', async () => {
      const id = await addLead(sampleLead(), '2026-11-25T06:00:00.000Z');
      expect(await work.updateLead(id, { expectedVersion: 0, ownerId: 'op-ravi' }, ASHA)).toEqual({
        result: 'refused',
        problem: 'may-not-assign',
      });
      expect(
        await work.updateLead(id, { expectedVersion: 0, ownerId: 'op-nobody' }, ADMIN),
      ).toEqual({ result: 'refused', problem: 'unknown-owner' });
      expect(await leadRow(id)).toMatchObject({ owner_id: null, version: 0 });

      expect(
        await work.updateLead(id, { expectedVersion: 0, ownerId: 'op-asha' }, ASHA),
      ).toMatchObject({ result: 'saved', lead: { owner_id: 'op-asha' } });
      // Now Asha's: Ravi can neither see nor save it, and Asha cannot hand it on.
      expect(await work.updateLead(id, { expectedVersion: 1, note: 'Mine now' }, RAVI)).toEqual({
        result: 'forbidden',
      });
      const { lead } = (await work.getLead(id))!;
      expect([ASHA, RAVI, ADMIN].map((viewer) => mayWork(lead, viewer))).toEqual([
        true,
        false,
        true,
      ]);
      expect(await work.updateLead(id, { expectedVersion: 1, ownerId: null }, ASHA)).toEqual({
        result: 'refused',
        problem: 'may-not-assign',
      });
      expect(
        await work.updateLead(id, { expectedVersion: 1, ownerId: 'op-ravi' }, ADMIN),
      ).toMatchObject({
        result: 'saved',
        lead: { owner_id: 'op-ravi', owner_name: 'Ravi', version: 2 },
      });
      expect(
        (await eventRows(id)).map(({ operator_id, to_value }) => [operator_id, to_value]),
      ).toEqual([
        ['op-asha', 'op-asha'],
        ['op-admin', 'op-ravi'],
      ]);
      expect(await work.updateLead(99_999, { expectedVersion: 0, note: 'x' }, ADMIN)).toEqual({
        result: 'not-found',
      });
    });

    it('changes nothing, not even the version, for a save with nothing new', async () => {
      const id = await addLead(sampleLead(), '2026-11-25T06:00:00.000Z');
      expect(
        await work.updateLead(id, { expectedVersion: 0, status: 'new', note: '  ' }, ADMIN, NOW),
      ).toMatchObject({ result: 'saved', events: [] });
      expect(await leadRow(id)).toMatchObject({ version: 0, status_at: null });
    });
  });

  describe('follow-ups due', () => {
    it('lists the owner’s follow-ups due before midnight in India, overdue first, none closed', async () => {
      const add = async (name: string, followUp: string, ownerId = 'op-asha', status?: 'won') => {
        const id = await addLead(sampleLead({ name, ...newPerson() }), '2026-11-20T04:00:00.000Z', {
          owner_id: ownerId,
          status,
        });
        await db()
          .updateTable('leads')
          .set({ next_follow_up_at: followUp })
          .where('id', '=', id)
          .execute();
      };
      // India's 26 November ends at 18:30 UTC.
      await add('Last minute', '2026-11-26T18:29:00.000Z');
      await add('Tomorrow', '2026-11-26T18:30:00.000Z');
      await add('Overdue', '2026-11-24T09:00:00.000Z');
      await add('This morning', '2026-11-26T03:00:00.000Z');
      await add('Ravi’s', '2026-11-25T09:00:00.000Z', 'op-ravi');
      await add('Won', '2026-11-25T09:00:00.000Z', 'op-asha', 'won');

      const due = async (now: string) =>
        (await work.followUpsDue('op-asha', new Date(now))).map(({ name }) => name);
      // 23:30 on 26 November in India.
      expect(await due('2026-11-26T18:00:00.000Z')).toEqual([
        'Overdue',
        'This morning',
        'Last minute',
      ]);
      // 00:15 on 27 November in India: tomorrow's is today's.
      expect(await due('2026-11-26T18:45:00.000Z')).toEqual([
        'Overdue',
        'This morning',
        'Last minute',
        'Tomorrow',
      ]);
      // 05:00 on 26 November in India: a whole day ahead is due today.
      expect(await due('2026-11-25T23:30:00.000Z')).toEqual([
        'Overdue',
        'This morning',
        'Last minute',
      ]);
      expect(await due('2026-11-25T18:00:00.000Z')).toEqual(['Overdue']);
    });
  });

  describe('speed to lead', () => {
    it('gives the exact median minutes to first contact per week in India', async () => {
      const contacted = async (received: string, minutes: number, ownerId: string | null) => {
        const id = await addLead(sampleLead(newPerson()), received, { owner_id: ownerId });
        await db()
          .updateTable('leads')
          .set({
            first_contact_at: new Date(Date.parse(received) + minutes * 60_000).toISOString(),
          })
          .where('id', '=', id)
          .execute();
      };
      // Week 48 (23–29 November in India).
      await contacted('2026-11-23T04:00:00.000Z', 10, 'op-asha');
      await contacted('2026-11-24T04:00:00.000Z', 30, 'op-asha');
      await contacted('2026-11-25T04:00:00.000Z', 5, 'op-ravi');
      await contacted('2026-11-26T04:00:00.000Z', 90, null);
      // Sunday 29 November 19:00 UTC is Monday 00:30 in India: week 49.
      await contacted('2026-11-29T19:00:00.000Z', 15, 'op-ravi');
      await contacted('2026-11-30T04:00:00.000Z', 45, 'op-asha');
      await contacted('2026-11-30T05:00:00.000Z', 50, 'op-asha');
      // Before `since`, and one never contacted: neither counts.
      await contacted('2026-11-10T04:00:00.000Z', 1000, 'op-asha');
      await addLead(sampleLead(newPerson()), '2026-11-30T06:00:00.000Z', { owner_id: 'op-asha' });

      expect(await work.speedToLead({ since: new Date('2026-11-22T18:30:00.000Z') })).toEqual({
        weeks: [
          { week: '2026-W48', leads: 4, medianMinutes: 20 },
          { week: '2026-W49', leads: 3, medianMinutes: 45 },
        ],
      });
    });
  });

  describe('a lead erased or withdrawn (issue 54, item 10)', () => {
    const AT = new Date('2026-11-26T06:00:00.000Z');
    const ended = async (mark: 'erased_at' | 'contact_withdrawn_at') => {
      const id = await addLead(
        sampleLead({ name: 'Withdrawn Person', ...newPerson() }),
        AT.toISOString(),
        {
          owner_id: 'op-asha',
        },
      );
      await db()
        .updateTable('leads')
        .set({ [mark]: AT.toISOString(), next_follow_up_at: '2026-11-25T09:00:00.000Z' })
        .where('id', '=', id)
        .execute();
      return id;
    };

    it.each([
      ['erased_at', 'erased'],
      ['contact_withdrawn_at', 'withdrawn'],
    ] as const)(
      'refuses a note, a lost reason and a follow-up on a lead %s',
      async (mark, word) => {
        const id = await ended(mark);
        const save = (changes: Omit<Parameters<LeadWork['updateLead']>[1], 'expectedVersion'>) =>
          work.updateLead(id, { expectedVersion: 0, ...changes }, ASHA, AT);
        await expect(save({ note: 'Her sister is 98765 43210' })).resolves.toEqual({
          result: 'refused',
          problem: `note-on-${word}`,
        });
        await expect(
          save({ status: 'lost', lostReason: 'Chose Amity, per her dad Mr Rao' }),
        ).resolves.toEqual({
          result: 'refused',
          problem: `reason-on-${word}`,
        });
        await expect(
          save({ nextFollowUpAt: new Date('2026-11-28T05:00:00.000Z') }),
        ).resolves.toEqual({
          result: 'refused',
          problem: 'follow-up-no-contact',
        });
        expect(await eventRows(id)).toEqual([]);
        // What holds no personal text still goes: the follow-up cleared, the lead handed on.
        await expect(save({ nextFollowUpAt: null, ownerId: 'op-asha' })).resolves.toMatchObject({
          result: 'saved',
        });
        expect(await leadRow(id)).toMatchObject({ next_follow_up_at: null, version: 1 });
      },
    );

    it('lists a follow-up due on a withdrawn lead with its mark, for the page to offer no call', async () => {
      const id = await ended('contact_withdrawn_at');
      expect(await work.followUpsDue('op-asha', AT)).toEqual([
        expect.objectContaining({ id, contact_withdrawn_at: expect.anything(), erased_at: null }),
      ]);
    });
  });
});
