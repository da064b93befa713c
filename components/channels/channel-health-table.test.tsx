import { render, screen, within } from '@testing-library/react';
import { ChannelHealthTable } from './channel-health-table';

const day = (today: Partial<Record<string, number>> = {}) => ({
  received: 0,
  refused: 0,
  fetch_failed: 0,
  token_expired: 0,
  backfilled: 0,
  ...today,
});

describe('ChannelHealthTable', () => {
  it("shows each channel's last lead and today's figures, and what to renew", () => {
    render(
      <ChannelHealthTable
        health={[
          {
            channel: 'meta',
            lastLeadAt: '2026-12-06T10:15:00.000Z',
            lastFetchFailureAt: '2026-12-06T11:00:00.000Z',
            today: day({
              received: 12,
              refused: 1,
              fetch_failed: 1,
              token_expired: 2,
              backfilled: 3,
            }),
          },
          { channel: 'google', lastLeadAt: null, lastFetchFailureAt: null, today: day() },
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Meta refused the page token 2 times today: renew META_PAGE_ACCESS_TOKEN',
    );
    const rows = within(screen.getByRole('table', { name: 'Each channel today' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'ChannelLast leadLeads todayRefusedFetch failuresBack-filled',
      'Meta lead ads6 Dec 2026, 15:45 IST12133',
      'Google Ads lead formsnone yet0000',
    ]);
  });
});
