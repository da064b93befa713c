/** @jest-environment node */
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { newReference, rightsRequests, type NewRightsRequest } from './rights-requests';

const RECEIVED = new Date('2026-11-26T05:30:00.000Z');

const request = (fields: Partial<NewRightsRequest> = {}): NewRightsRequest => ({
  kind: 'erasure',
  phone: '9876543210',
  email: '',
  details: '',
  language: 'en',
  user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
  suspected_reason: null,
  idempotency_key: null,
  ...fields,
});

it('draws references of 8 characters a person can read out, no two alike', () => {
  const drawn = new Set(Array.from({ length: 2000 }, newReference));
  expect(drawn.size).toBe(2000);
  for (const reference of drawn)
    expect(reference).toMatch(/^LW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
});

describe.each(ENGINES)('rights requests on %s', (engine) => {
  const opened = withStore(engine);

  it('stores each request as asked, due in 7 days and at the latest in 90', async () => {
    const requests = rightsRequests(opened().database);
    const receipt = await requests.add(
      request({ kind: 'correction', details: 'My city is Lucknow, not Lakhimpur', language: 'hi' }),
      RECEIVED,
    );
    expect(receipt).toEqual({
      reference: expect.stringMatching(/^LW-\w{4}-\w{4}$/),
      due_at: '2026-12-03T05:30:00.000Z',
    });
    expect(await requests.list()).toEqual([
      {
        id: 1,
        reference: receipt.reference,
        kind: 'correction',
        phone: '9876543210',
        email: '',
        details: 'My city is Lucknow, not Lakhimpur',
        language: 'hi',
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
        suspected_reason: null,
        idempotency_key: null,
        received_at: '2026-11-26T05:30:00.000Z',
        due_at: '2026-12-03T05:30:00.000Z',
        deadline_at: '2027-02-24T05:30:00.000Z',
        erased_at: null,
        handled_at: null,
        handled_by: null,
        outcome: null,
        // No contact verified yet (migration 022).
        email_code_hash: null,
        email_code_sent_at: null,
        email_code_tries: 0,
        email_verified_at: null,
        email_verified_by: null,
        phone_verified_at: null,
        phone_verified_by: null,
      },
    ]);
  });

  it('keeps a suspected request apart by its label, not dropped', async () => {
    const requests = rightsRequests(opened().database);
    await requests.add(request({ suspected_reason: 'honeypot field filled' }), RECEIVED);
    const [stored] = await requests.list();
    expect(stored.suspected_reason).toBe('honeypot field filled');
  });

  it('takes the same post twice as one request, with the first receipt', async () => {
    const requests = rightsRequests(opened().database);
    const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.1f2e3d4c';
    const first = await requests.add(request({ idempotency_key: key }), RECEIVED);
    const again = await requests.add(request({ idempotency_key: key }), new Date());
    expect(again).toEqual(first);
    const other = await requests.add(request({ kind: 'access' }), RECEIVED);
    expect(other.reference).not.toBe(first.reference);
    expect((await requests.list()).map(({ kind }) => kind)).toEqual(['erasure', 'access']);
  });

  it('refuses a kind the table does not know', async () => {
    const requests = rightsRequests(opened().database);
    await expect(
      requests.add(request({ kind: 'delete-everyone' as NewRightsRequest['kind'] }), RECEIVED),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
    expect(await requests.list()).toEqual([]);
  });

  it('lists the soonest due first', async () => {
    const requests = rightsRequests(opened().database);
    await requests.add(request({ kind: 'access' }), new Date('2026-11-20T00:00:00.000Z'));
    await requests.add(request({ kind: 'grievance' }), new Date('2026-11-10T00:00:00.000Z'));
    expect((await requests.list()).map(({ kind }) => kind)).toEqual(['grievance', 'access']);
  });
});
