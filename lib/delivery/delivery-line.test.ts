import { deliveryLine } from './delivery-line';

const sent = {
  universityName: 'Amity University',
  their_id: null,
  sent_at: '2026-12-01T08:32:00.000Z',
};

it('says what became of a lead as the issue writes it', () => {
  expect(deliveryLine({ ...sent, status: 'accepted', detail: '', their_id: '123' })).toBe(
    'Sent to Amity University 14:02 · accepted · their id 123',
  );
  expect(deliveryLine({ ...sent, status: 'duplicate', detail: '' })).toBe(
    'Sent to Amity University 14:02 · duplicate',
  );
  expect(deliveryLine({ ...sent, status: 'rejected', detail: 'course not offered' })).toBe(
    'Sent to Amity University 14:02 · rejected: course not offered',
  );
  expect(
    deliveryLine({ ...sent, sent_at: null, status: 'held', detail: "held: over today's cap" }),
  ).toBe("For Amity University · held: over today's cap");
  expect(
    deliveryLine({ ...sent, sent_at: null, status: 'held', detail: 'needs mapping: city Indore' }),
  ).toBe('For Amity University · needs mapping: city Indore');
  expect(
    deliveryLine({ ...sent, sent_at: null, status: 'none', detail: 'consent withdrawn' }),
  ).toBe('Not sent to Amity University: consent withdrawn');
  expect(deliveryLine({ ...sent, status: 'accepted', detail: 'taken from the portal' })).toBe(
    'Taken by Amity University from its portal 14:02',
  );
});
