/** @jest-environment node */
import { metaRequestBody, recentEnough, toMetaEvents, type MetaConversion } from './meta-events';

const FBC = 'fb.1.1795148990000.IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk';
const FBP = 'fb.1.1596403881668.1116446470';
const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';
const asha = {
  id: 42,
  received_at: '2026-11-20T04:30:00.000Z',
  email: ' Asha.Verma@Gmail.com ',
  phone: '9876543210',
  page_url: 'https://leadwise.example/college/lpu/form',
  user_agent: UA,
  fbc: FBC,
  fbp: FBP,
};
const rohan = {
  ...asha,
  id: 43,
  email: 'rohan@example.in',
  phone: '8123456789',
  page_url: '',
  user_agent: '',
  fbc: null,
  fbp: null,
};
const stage = { gclid: null, gbraid: null, wbraid: null };

const conversions: MetaConversion[] = [
  { ...asha, stage: 'lead' },
  { ...asha, ...stage, stage: 'qualified', reached_at: '2026-11-21T09:15:00.000Z' },
  { ...asha, ...stage, stage: 'won', reached_at: '2026-11-25T07:00:00.500Z' },
  { ...rohan, stage: 'lead' },
];

// Precomputed SHA-256: asha.verma@gmail.com (Meta keeps a Gmail address's dots), 919876543210,
// rohan@example.in and 918123456789.
const ASHA_EM = '7d69e19b32c5d2e1c6122326c3ca1a9953472ac0ef3c7cd457a54efe9622ef37';
const ASHA_PH = '92b5072176e723878b5e06ff3ca61898e4eb74e8c46642a0f2db800b17364ab0';
const ROHAN_EM = 'b8a575d9b77ed41947bf6f4a03aa053dec87c7c8e6065e66101cdd46386d58a3';
const ROHAN_PH = '59ce8e8216ed51f52c2b9adbb318bb2e7bfe6627b71c272fa2fe6b511e8b297e';

const ashaUser =
  `"user_data":{"client_user_agent":"${UA}","em":["${ASHA_EM}"],"ph":["${ASHA_PH}"],` +
  `"fbc":"${FBC}","fbp":"${FBP}"}`;
const page = '"event_source_url":"https://leadwise.example/college/lpu/form"';

describe("Meta's Conversions API events for leads", () => {
  it('is the request body, byte for byte: Lead at arrival, a custom event per stage', () => {
    expect(metaRequestBody(toMetaEvents(conversions))).toBe(
      '{"data":[' +
        `{"event_name":"Lead","event_time":1795149000,"event_id":"lead-42-1795149000000-lead",${page},"action_source":"website",${ashaUser}},` +
        `{"event_name":"QualifiedLead","event_time":1795252500,"event_id":"lead-42-1795149000000-qualified",${page},"action_source":"website",${ashaUser}},` +
        `{"event_name":"WonLead","event_time":1795590000,"event_id":"lead-42-1795149000000-won",${page},"action_source":"website",${ashaUser}},` +
        `{"event_name":"Lead","event_time":1795149000,"event_id":"lead-43-1795149000000-lead","action_source":"website","user_data":{"em":["${ROHAN_EM}"],"ph":["${ROHAN_PH}"]}}` +
        ']}',
    );
  });

  it("sends a stage of Meta's own instant-form lead as the Conversions API for CRM asks, keyed by Meta's lead id as an exact integer", () => {
    const instant = {
      ...rohan,
      id: 44,
      user_agent: 'meta lead',
      channel: 'meta' as const,
      // Past 2^53: a JavaScript number would send 9007199254740992.
      channel_lead_id: '9007199254740993',
    };
    expect(
      metaRequestBody(
        toMetaEvents([
          { ...instant, ...stage, stage: 'qualified', reached_at: '2026-11-21T09:15:00.000Z' },
          // A Google lead form's lead has no Meta lead id: a website event as any other.
          {
            ...rohan,
            channel: 'google',
            channel_lead_id: 'G-1',
            ...stage,
            stage: 'won',
            reached_at: '2026-11-25T07:00:00.500Z',
          },
        ]),
      ),
    ).toBe(
      '{"data":[' +
        `{"event_name":"QualifiedLead","event_time":1795252500,"event_id":"lead-44-1795149000000-qualified","action_source":"system_generated","user_data":{"lead_id":9007199254740993,"em":["${ROHAN_EM}"],"ph":["${ROHAN_PH}"]},"custom_data":{"event_source":"crm","lead_event_source":"Leadwise inbox"}},` +
        `{"event_name":"WonLead","event_time":1795590000,"event_id":"lead-43-1795149000000-won","action_source":"website","user_data":{"em":["${ROHAN_EM}"],"ph":["${ROHAN_PH}"]}}` +
        ']}',
    );
  });

  it('gives the same event the same id however often it is made', () => {
    const [first] = toMetaEvents([conversions[1]]);
    const [again] = toMetaEvents([{ ...conversions[1], fbp: null }]);
    expect(again.event_id).toBe(first.event_id);
    expect(new Set(toMetaEvents(conversions).map((event) => event.event_id)).size).toBe(4);
  });

  it('sends no contact that cannot be hashed, and no event with nothing to match by', () => {
    const unhashable = { ...rohan, email: '', phone: '12345', stage: 'lead' } as const;
    expect(toMetaEvents([{ ...unhashable, fbp: FBP }])[0].user_data).toEqual({ fbp: FBP });
    expect(toMetaEvents([{ ...unhashable, user_agent: UA }])).toEqual([]);
  });

  it('keeps back the events older than the seven days Meta takes', () => {
    const events = toMetaEvents(conversions);
    const now = new Date('2026-11-28T04:30:00.000Z');
    const { events: recent, tooOld } = recentEnough(events, now);
    expect(recent.map((event) => event.event_name)).toEqual(['QualifiedLead', 'WonLead']);
    expect(tooOld).toBe(2);
    expect(recentEnough(events, new Date('2026-11-27T04:30:00.000Z')).tooOld).toBe(0);
  });
});
