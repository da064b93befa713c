/** @jest-environment node */
// What a university is told of a lead's phone (docs/operations.md#what-is-delivered):
// verified when the student typed the code, not verified when a code went unanswered, and null
// when no code was sent (SMS off, or a number that could not get one), on both engines.
import { newPerson, sampleAdmission } from '@/test-support/sample-lead';
import { ENGINES } from '@/test-support/test-databases';
import { withStore } from '@/test-support/with-store';
import { markPhoneChecked, setPhoneCode } from '@/lib/server/store/tables/phone-checks-table';
import { deliveryLead } from './delivery-lead';
import { deliveryBody } from './delivery-payload';

describe.each(ENGINES)('the delivered phone check on %s', (engine) => {
  const store = withStore(engine);

  /** A stored lead's `verified` as its university would receive it. */
  async function verifiedOf(check: 'none' | 'sent' | 'answered') {
    const result = await store().insertLead(sampleAdmission(newPerson()));
    const id = (result as { id: number }).id;
    const db = store().database.db;
    if (check !== 'none')
      await setPhoneCode(db, {
        lead_id: id,
        phone: '9876543210',
        phone_role: 'student',
        language: 'en',
        code_hmac: 'hmac',
        code_sent_at: '2026-12-06T10:00:00.000Z',
      });
    if (check === 'answered') await markPhoneChecked(db, id, '2026-12-06T10:01:00.000Z');
    const lead = await deliveryLead(db, id);
    return deliveryBody(lead!, { id: 'amity', name: 'Amity University' }, { course: '', city: '' })
      .verified;
  }

  it('says verified, not verified, or unknown', async () => {
    expect(await verifiedOf('answered')).toBe(true);
    expect(await verifiedOf('sent')).toBe(false);
    expect(await verifiedOf('none')).toBeNull();
  });
});
