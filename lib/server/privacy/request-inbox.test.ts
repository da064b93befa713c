/** @jest-environment node */
// The admins' side of the rights requests on both engines: their list's order, finding one by
// reference or id, marking one answered once.
import { sql } from 'kysely';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { rightsRequests, type NewRightsRequest } from './rights-requests';

const request = (fields: Partial<NewRightsRequest> = {}): NewRightsRequest => ({
  kind: 'erasure',
  phone: '9876543210',
  email: '',
  details: '',
  language: 'en',
  user_agent: 'Mozilla/5.0',
  suspected_reason: null,
  idempotency_key: null,
  ...fields,
});

describe.each(ENGINES)('%s: rights requests in the inbox', (engine) => {
  const store = withStore(engine);

  beforeEach(async () => {
    await sql`insert into operator (id, name, email, "emailVerified", "createdAt", "updatedAt", role)
      values (${'op-asha'}, ${'Asha Verma'}, ${'asha@agency.in'}, ${0}, ${'2026-11-01T00:00:00.000Z'},
      ${'2026-11-01T00:00:00.000Z'}, ${'admin'})`.execute(store().database.db);
  });

  it('lists the open ones first, soonest due first, then the answered, last answered first', async () => {
    const requests = rightsRequests(store().database);
    const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T05:30:00.000Z`);
    const { reference: late } = await requests.add(request({ kind: 'access' }), at(20));
    const { reference: early } = await requests.add(request({ kind: 'grievance' }), at(10));
    const { reference: answeredFirst } = await requests.add(request(), at(5));
    const { reference: answeredLast } = await requests.add(request(), at(8));
    const { reference: middle } = await requests.add(request({ kind: 'correction' }), at(15));
    const ids = Object.fromEntries(
      (await requests.list()).map(({ reference, id }) => [reference, id]),
    );
    const by = { by: 'op-asha', outcome: 'Told them' };
    expect(await requests.answer(ids[answeredFirst], { at: at(21), ...by })).toBe('answered');
    expect(await requests.answer(ids[answeredLast], { at: at(22), ...by })).toBe('answered');

    const listed = await requests.inbox();
    expect(listed.map(({ reference }) => reference)).toEqual([
      early,
      middle,
      late,
      answeredLast,
      answeredFirst,
    ]);
    expect(listed[3]).toMatchObject({
      handled_at: '2026-11-22T05:30:00.000Z',
      handled_by: 'op-asha',
      handler_name: 'Asha Verma',
      outcome: 'Told them',
    });
    expect(listed[0]).toMatchObject({ handled_at: null, handler_name: null, outcome: null });
  });

  it('finds a request by its reference in any case, or by its id, and nothing else', async () => {
    const requests = rightsRequests(store().database);
    const { reference } = await requests.add(request());
    const [{ id }] = await requests.list();
    expect((await requests.find(reference))?.id).toBe(id);
    expect((await requests.find(reference.toLowerCase()))?.id).toBe(id);
    expect((await requests.find(String(id)))?.reference).toBe(reference);
    expect(await requests.find('LW-0000-0000')).toBeUndefined();
    expect(await requests.find(String(id + 1))).toBeUndefined();
    expect(await requests.find("' or 1=1 --")).toBeUndefined();
  });

  it('keeps the first answer: a second one changes nothing', async () => {
    const requests = rightsRequests(store().database);
    await requests.add(request());
    const [{ id }] = await requests.list();
    const first = { at: new Date('2026-11-27T10:00:00.000Z'), by: 'op-asha', outcome: 'Erased' };
    expect(await requests.answer(id, first)).toBe('answered');
    expect(
      await requests.answer(id, { at: new Date(), by: 'op-other', outcome: 'Something else' }),
    ).toBe('already_answered');
    expect(await requests.answer(id + 1, first)).toBe('not_found');
    expect(await requests.find(String(id))).toMatchObject({
      handled_at: '2026-11-27T10:00:00.000Z',
      handled_by: 'op-asha',
      outcome: 'Erased',
    });
  });
});
