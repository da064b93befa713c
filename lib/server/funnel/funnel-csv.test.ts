/** @jest-environment node */
import Papa from 'papaparse';
import { funnelCsv } from './funnel-csv';
import type { FunnelRow } from './funnel';

const row = (key: string): FunnelRow => ({
  key,
  visits: 10,
  form_starts: 2,
  leads: 1,
  suspected: 0,
  verified: 0,
  attempted: 1,
  connected: 0,
  qualified: 0,
  won: 0,
  medians: { attempted: 60_000, connected: null, qualified: null, won: null },
  spend_paise: null,
  cost_doubled: false,
  universities: { delivered: 3, accepted: 2, enrolled: 1 },
});

describe("the funnel's CSV", () => {
  // A campaign tag is whatever a link carried: a formula after spaces, or after a semicolon that a
  // semicolon-locale spreadsheet splits the cell at.
  const funnel = {
    range: { from: '2026-11-01', to: '2026-11-30' },
    grouping: 'campaign' as const,
    rows: [row('  =1+1'), row('a;=1+1'), row('diwali, 2026')],
    total: row(''),
    weeks: [],
    months: { last: '2026-11', previous: '2026-10' },
  };

  it('quotes every cell and defuses a formula, whatever comes before it', () => {
    const lines = funnelCsv(funnel).split('\r\n');
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
      `"'  =1+1"`,
      '"a;=1+1"',
      '"diwali',
    ]);
    expect(lines.every((line) => line === '' || /^".*"$/.test(line))).toBe(true);
  });

  it('reads back as the page shows it, each tag one cell', () => {
    const { data } = Papa.parse<string[]>(funnelCsv(funnel), { skipEmptyLines: true });
    expect(data.slice(1).map((cells) => cells[0])).toEqual([
      "'  =1+1",
      'a;=1+1',
      'diwali, 2026',
      'All',
    ]);
  });

  it("gives the universities' figures beside the counsellors' stages", () => {
    const { data } = Papa.parse<string[]>(funnelCsv(funnel), { skipEmptyLines: true });
    const at = data[0].indexOf('Won');
    expect(data[0].slice(at, at + 4)).toEqual([
      'Won',
      'Sent to universities',
      'Accepted by universities',
      'Enrolled, as universities say',
    ]);
    expect(data[1].slice(at + 1, at + 4)).toEqual(['3', '2', '1']);
  });
});
