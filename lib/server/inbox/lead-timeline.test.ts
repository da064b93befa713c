/** @jest-environment node */
import type { LeadEnquiry } from './lead-person';
import { changeLine, enquiryEntries, leadTimeline, nameOf, timeline } from './lead-timeline';
import type { LeadEvent, WorkedLead } from './lead-work';

const name = nameOf([{ id: 'op-ravi', name: 'Ravi Kumar' }]);

const event = (values: Partial<LeadEvent>): LeadEvent => ({
  id: 1,
  lead_id: 7,
  at: '2026-11-26T05:00:00.000Z',
  operator_id: 'op-ravi',
  operator_name: 'Ravi Kumar',
  kind: 'note',
  from_value: null,
  to_value: null,
  note: null,
  call_outcome: null,
  ...values,
});

const lead = {
  kind: 'admission',
  reason: 'Admission enquiry: Amity University',
  page_url: 'https://leadwise.example/college/amity/admission',
  received_at: '2026-11-26T04:30:00.000Z',
} as WorkedLead;

describe('a lead’s timeline', () => {
  it('starts with the enquiry, then says each change, who made it and when in India', () => {
    const entries = timeline(
      lead,
      [
        event({ id: 1, kind: 'owner', to_value: 'op-ravi' }),
        event({ id: 2, kind: 'status', from_value: 'new', to_value: 'lost', note: 'No budget' }),
        event({ id: 3, kind: 'follow-up', to_value: '2027-01-15T05:00:00.000Z' }),
        event({ id: 4, kind: 'follow-up', from_value: '2027-01-15T05:00:00.000Z' }),
        event({ id: 5, note: 'Rang twice', call_outcome: 'no-answer' }),
      ],
      name,
    );
    expect(entries.map(({ when, who, lines, note }) => ({ when, who, lines, note }))).toEqual([
      {
        when: '26 Nov 2026, 10:00 IST',
        who: null,
        lines: [
          'Enquiry received from the admission form (Admission: Admission enquiry: Amity University)',
          'https://leadwise.example/college/amity/admission',
        ],
        note: undefined,
      },
      ...[
        ['Owner: Unassigned → Ravi Kumar'],
        ['Status: New → Lost', 'Reason: No budget'],
        ['Follow-up set for 15 Jan 2027, 10:30 IST'],
        ['Follow-up cleared'],
        ['Call outcome: No answer'],
      ].map((lines, index) => ({
        when: '26 Nov 2026, 10:30 IST',
        who: 'Ravi Kumar',
        lines,
        note: index === 4 ? 'Rang twice' : undefined,
      })),
    ]);
  });

  it('says an operator whose account is gone is no longer here', () => {
    const [, change] = timeline(
      lead,
      [event({ kind: 'owner', from_value: 'op-gone', to_value: null, operator_name: null })],
      name,
    );
    expect(change.who).toBe('an operator no longer here');
    expect(change.lines).toEqual(['Owner: an operator no longer here → Unassigned']);
  });

  it('writes a change as one line for a conflict’s message', () => {
    expect(changeLine(event({ kind: 'status', from_value: 'new', to_value: 'won' }), name)).toBe(
      'Status: New → Won · by Ravi Kumar, 26 Nov 2026, 10:30 IST',
    );
    expect(changeLine(event({ note: 'Call me', call_outcome: 'busy' }), name)).toBe(
      'Call outcome: Busy · Note: Call me · by Ravi Kumar, 26 Nov 2026, 10:30 IST',
    );
  });
});

describe('a lead’s repeat enquiries', () => {
  const enquiry = (values: Partial<LeadEnquiry>) =>
    ({
      number: 1,
      enquiryId: null,
      received_at: '2026-11-26T04:30:00.000Z',
      kind: 'admission',
      page_url: 'https://leadwise.example/college/amity/admission',
      utm_source: null,
      utm_campaign: null,
      ...values,
    }) as LeadEnquiry;

  it('says which enquiry of how many each repeat is, its page and campaign, in India time', () => {
    expect(
      enquiryEntries([
        enquiry({ utm_campaign: 'diwali' }),
        enquiry({
          number: 2,
          enquiryId: 9,
          received_at: '2026-11-27T06:00:00.000Z',
          page_url: 'https://leadwise.example/college/amity/mba',
          utm_source: 'facebook',
        }),
        enquiry({
          number: 3,
          enquiryId: 12,
          received_at: '2026-11-28T06:00:00.000Z',
          kind: 'proposal',
          page_url: '',
        }),
      ]),
    ).toEqual([
      {
        key: 'enquiry-9',
        at: '2026-11-27T06:00:00.000Z',
        when: expect.stringContaining('11:30'),
        who: null,
        lines: [
          'Enquiry 2 of 3, admission form: from https://leadwise.example/college/amity/mba, campaign facebook',
        ],
      },
      {
        key: 'enquiry-12',
        at: '2026-11-28T06:00:00.000Z',
        when: expect.stringContaining('11:30'),
        who: null,
        lines: ['Enquiry 3 of 3, proposal form: from an unknown page, no campaign'],
      },
    ]);
  });
});

describe('a lead’s merges', () => {
  it('says which lead was merged, by whom and when, among the rows by time', () => {
    const entries = leadTimeline(
      lead,
      [
        event({
          id: 1,
          at: '2026-11-26T08:00:00.000Z',
          kind: 'status',
          from_value: 'new',
          to_value: 'attempted',
        }),
      ],
      [
        { number: 1, enquiryId: null, received_at: lead.received_at } as LeadEnquiry,
        {
          number: 2,
          enquiryId: 5,
          received_at: '2026-11-25T04:30:00.000Z',
          kind: 'admission',
          page_url: 'https://leadwise.example/college/lpu/mba',
          utm_source: 'meta',
          utm_campaign: null,
        } as LeadEnquiry,
      ],
      [
        {
          id: 3,
          merged_id: 41,
          at: '2026-11-26T07:00:00.000Z',
          operator_id: 'op-meera',
          operator_name: 'Meera Iyer',
          merged_kind: 'admission',
          merged_reason: 'Admission enquiry: LPU',
          merged_status: 'attempted',
        },
      ],
      name,
    );
    expect(entries.map(({ key, when, who, lines }) => ({ key, when, who, lines }))).toEqual([
      {
        key: 'enquiry-5',
        when: '25 Nov 2026, 10:00 IST',
        who: null,
        lines: [
          'Enquiry 2 of 2, admission form: from https://leadwise.example/college/lpu/mba, campaign meta',
        ],
      },
      expect.objectContaining({ key: 'received', when: '26 Nov 2026, 10:00 IST' }),
      {
        key: 'merge-3',
        when: '26 Nov 2026, 12:30 IST',
        who: 'Meera Iyer',
        lines: [
          'Merged lead #41 into this one',
          'It was Admission: Admission enquiry: LPU, Attempted',
        ],
      },
      expect.objectContaining({ key: '1', lines: ['Status: New → Attempted'] }),
    ]);
  });
});
