// Test support: the funnel of one November, one campaign with spend and one without.
import type { Funnel, FunnelRow } from '@/lib/server/funnel/funnel';

const HOUR = 3_600_000;

const row = (fields: Partial<FunnelRow>): FunnelRow => ({
  key: '',
  visits: 0,
  form_starts: 0,
  leads: 0,
  suspected: 0,
  verified: 0,
  attempted: 0,
  connected: 0,
  qualified: 0,
  won: 0,
  medians: { attempted: null, connected: null, qualified: null, won: null },
  spend_paise: null,
  cost_doubled: false,
  universities: { delivered: 0, accepted: 0, enrolled: 0 },
  ...fields,
});

export const sampleFunnel = (): Funnel => ({
  range: { from: '2026-11-01', to: '2026-11-30' },
  grouping: 'campaign',
  rows: [
    row({
      key: 'mba-2027',
      visits: 1200,
      form_starts: 150,
      leads: 60,
      suspected: 2,
      verified: 45,
      attempted: 55,
      connected: 40,
      qualified: 20,
      won: 5,
      medians: {
        attempted: 40 * 60_000,
        connected: 3 * HOUR,
        qualified: 30 * HOUR,
        won: 96 * HOUR,
      },
      spend_paise: 15_000_000,
      cost_doubled: true,
      universities: { delivered: 50, accepted: 46, enrolled: 4 },
    }),
    row({ key: '(none)', visits: 800, form_starts: 40, leads: 20, attempted: 10, qualified: 2 }),
  ],
  total: row({
    visits: 2000,
    form_starts: 190,
    leads: 80,
    suspected: 2,
    attempted: 65,
    connected: 40,
    qualified: 22,
    won: 5,
    medians: { attempted: HOUR, connected: 3 * HOUR, qualified: 30 * HOUR, won: 96 * HOUR },
    spend_paise: 15_000_000,
  }),
  weeks: [
    { week: '2026-10-26', leads: 10, won: 0 },
    { week: '2026-11-02', leads: 30, won: 2 },
    { week: '2026-11-09', leads: 40, won: 3 },
  ],
  months: { last: '2026-11', previous: '2026-10' },
});
