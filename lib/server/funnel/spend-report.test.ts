/** @jest-environment node */
import { campaignName } from '@/lib/funnel/campaign-name';
import { monthOf, readSpendReport } from './spend-report';

// The files as the platforms export them: Google's with its title and date lines and its total
// rows, Meta's with the currency in the column's name.
const GOOGLE = `\uFEFFCampaign performance report
"November 1, 2026 - November 30, 2026"
Campaign status,Campaign,Budget,Currency code,Clicks,Impr.,Cost
Enabled,mba-2027,"1,000.00",INR,"1,204","40,112","31,250.50"
Paused,bba-2027,500.00,INR,10,900,--
Enabled,mba-2027,0.00,INR,3,120,100.00
Total: Account,,,INR,"1,217","41,132","31,350.50"
Total: Campaigns,,,INR,"1,217","41,132","31,350.50"
`;

const META = `Reporting starts,Reporting ends,Campaign name,Campaign delivery,Results,Amount spent (INR)
2026-10-01,2026-10-31,mba-2027-meta,active,12,"12,000.00"
2026-11-01,2026-11-30,mba-2027-meta,active,20,18500
`;

describe('a campaign report', () => {
  it("reads Google Ads' campaign report: campaign and cost in paise, totals skipped, same campaign added", () => {
    expect(readSpendReport(GOOGLE, '2026-11')).toEqual({
      ok: true,
      platform: 'google-ads',
      rows: [
        { campaign: 'mba-2027', month: '2026-11', amount_paise: 3_135_050 },
        { campaign: 'bba-2027', month: '2026-11', amount_paise: 0 },
      ],
    });
  });

  it("reads Meta Ads Manager's export, each row in the month it reports", () => {
    expect(readSpendReport(META, '2026-11')).toEqual({
      ok: true,
      platform: 'meta-ads',
      rows: [
        { campaign: 'mba-2027-meta', month: '2026-10', amount_paise: 1_200_000 },
        { campaign: 'mba-2027-meta', month: '2026-11', amount_paise: 1_850_000 },
      ],
    });
  });

  it('says what is wrong, by line, and reads nothing of a file with a mistake', () => {
    expect(readSpendReport('name,phone\nAsha,9876543210\n', '2026-11')).toEqual({
      ok: false,
      problems: [
        'This is not a campaign report we can read: it needs the columns "Campaign" and "Cost" (Google Ads) or "Campaign name" and "Amount spent (INR)" (Meta Ads Manager).',
      ],
    });
    expect(
      readSpendReport('Campaign,Currency code,Cost\nmba,INR,12 lakh\nbba,USD,10.00\n', '2026-11'),
    ).toEqual({
      ok: false,
      problems: [
        'Line 2 (mba): "12 lakh" is not an amount in rupees.',
        'Line 3 (bba): its cost is in USD; only INR is read.',
      ],
    });
    expect(readSpendReport('Campaign name,Amount spent (USD)\nmba,10\n', '2026-11')).toEqual({
      ok: false,
      problems: ['The report is in USD: export it in INR ("Amount spent (INR)").'],
    });
    expect(readSpendReport('Campaign,Cost\n', '2026-11')).toEqual({
      ok: false,
      problems: ['The report has no campaign rows.'],
    });
  });

  it('tells a month however the platforms write it', () => {
    expect(
      ['2026-11-01', 'November 2026', 'Nov 2026', '01/11/2026', '2026-11'].map(monthOf),
    ).toEqual(Array(5).fill('2026-11'));
    expect(['2026-13-01', 'Smarch 2026', 'yesterday'].map(monthOf)).toEqual([null, null, null]);
  });

  it("cleans a report's campaign names as a typed one is, and shows at most 60 characters in a problem", () => {
    const long = `\u001b[2J${'研'.repeat(600)}`;
    const report = `Campaign,Currency code,Cost\n"${long}",INR,100\n" diwali\u0007 ",INR,5\n`;
    const read = readSpendReport(report, '2026-11');
    expect(read).toEqual({
      ok: true,
      platform: 'google-ads',
      rows: [
        { campaign: campaignName(long), month: '2026-11', amount_paise: 10_000 },
        { campaign: 'diwali', month: '2026-11', amount_paise: 500 },
      ],
    });
    expect(campaignName(long)).toBe(`[2J${'研'.repeat(497)}`);
    const refused = readSpendReport(`Campaign,Cost\n"${long}",${'9'.repeat(200)}x\n`, '2026-11');
    expect(refused).toEqual({
      ok: false,
      problems: [
        `Line 2 ([2J${'研'.repeat(57)}…): "${'9'.repeat(60)}…" is not an amount in rupees.`,
      ],
    });
  });
});
