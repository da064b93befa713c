import { render, screen, within } from '@testing-library/react';
import { sampleFunnel } from '@/test-support/sample-funnel';
import { FunnelCharts } from './funnel-charts';
import { FunnelTable } from './funnel-table';

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the funnel table', () => {
  it("shows a row per campaign and the total, with the rates, the universities' figures and, where spend is known, the costs", () => {
    render(<FunnelTable funnel={sampleFunnel()} />);
    const table = screen.getByRole('table', {
      name: 'The funnel by campaign, 2026-11-01 to 2026-11-30',
    });
    const [header, mba, none, total] = within(table).getAllByRole('row');
    expect(texts(within(header).getAllByRole('columnheader'))).toEqual([
      'Campaign',
      'Visitors',
      'Form starts',
      'Leads',
      'Verified',
      'Qualified',
      'Won',
      'Sent to universities',
      'Accepted by universities',
      'Enrolled, as universities say',
      'Start rate',
      'Lead rate',
      'Qualified rate',
      'Won rate',
      'Spend',
      'Cost per lead',
      'Cost per qualified lead',
      'Cost per admission',
    ]);
    expect(within(mba).getByRole('rowheader')).toHaveTextContent('mba-2027');
    expect(texts(within(mba).getAllByRole('cell'))).toEqual([
      '1,200',
      '150',
      '60',
      '45',
      '20',
      '5',
      '50',
      '46',
      '4',
      '12.5%',
      '5.0%',
      '33.3%',
      '8.3%',
      '₹1,50,000',
      '₹2,500',
      '₹7,500',
      "₹30,000Cost per admission in 2026-11 is at least double 2026-10's",
    ]);
    expect(texts(within(none).getAllByRole('cell')).slice(-4)).toEqual(['–', '–', '–', '–']);
    expect(within(total).getByRole('rowheader')).toHaveTextContent('All');
  });

  it('gives the stages reached with their median times', () => {
    render(<FunnelTable funnel={sampleFunnel()} />);
    const table = screen.getByRole('table', { name: 'Median time from lead to each stage' });
    const [, mba, none] = within(table).getAllByRole('row');
    expect(texts(within(mba).getAllByRole('cell'))).toEqual([
      '2',
      '5540 min',
      '403.0 h',
      '2030.0 h',
      '54.0 d',
    ]);
    // A stage with no median says so, never 0.
    expect(texts(within(none).getAllByRole('cell'))).toEqual(['0', '–', '–', '–', '–']);
  });
});

describe('the funnel charts', () => {
  it('has a table behind each chart for screen readers, the picture hidden from them', () => {
    const { container } = render(<FunnelCharts funnel={sampleFunnel()} />);
    for (const svg of container.querySelectorAll('svg'))
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    const steps = screen.getByRole('table', { name: 'The funnel, all rows together' });
    expect(
      within(steps)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Visitors2,000',
      'Form starts190',
      'Leads80',
      'Attempted65',
      'Connected40',
      'Qualified22',
      'Won5',
    ]);
    const weeks = screen.getByRole('table', { name: 'Leads and admissions per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(4);
    const costs = screen.getByRole('table', { name: 'Cost per admission by campaign' });
    expect(within(costs).getAllByRole('row')[1]).toHaveTextContent('mba-2027₹30,000');
  });
});
