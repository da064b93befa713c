import { render, screen, within } from '@testing-library/react';
import { sampleSiteSpeed } from '@/test-support/sample-site-speed';
import { SiteSpeedReport } from './site-speed-report';

const itemTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SiteSpeedReport', () => {
  it("shows each route's p75 per device, its rating in words and its reports", () => {
    render(<SiteSpeedReport report={sampleSiteSpeed()} />);
    const week = screen.getByRole('region', { name: 'Last 7 days' });
    const table = within(week).getByRole('table', {
      name: '75th percentile of each metric by page and device, last 7 days',
    });
    const [header, phone, desktop] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Page', 'Device', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(within(header).getByText('LCP')).toHaveAttribute('title', 'Largest Contentful Paint');
    expect(within(phone).getByRole('rowheader')).toHaveTextContent(
      '/college/[collegeId]/admission',
    );
    const cells = within(phone).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'phone',
      '4,637 msPoor1,204 reports',
      '180 msGood1 report',
      '0.14Needs improvement1,204 reports',
      '–No reports',
      '–No reports',
    ]);
    expect(cells[1]).toHaveAttribute('data-rating', 'poor');
    expect(cells[3]).toHaveAttribute('data-rating', 'needs-improvement');
    expect(within(desktop).getAllByRole('cell')[1]).toHaveTextContent('980 msGood12 reports');
  });

  it('names what slows each figure that is not good, and only those', () => {
    render(<SiteSpeedReport report={sampleSiteSpeed()} />);
    const causes = screen.getByRole('region', { name: 'What slows the figures that are not good' });
    expect(itemTexts(causes)).toEqual([
      expect.stringContaining('/college/[collegeId]/admission, phone: LCP 4,637 ms (poor)'),
      'main>img.hero (image): loading: 240 of the slowest reports, the worst 9,000 ms',
      'main>h1 (text): waiting to render: 61 of the slowest reports, the worst 5,210 ms',
      expect.stringContaining(
        '/college/[collegeId]/admission, phone: CLS 0.14 (needs improvement)',
      ),
      'footer: 301 of the slowest reports, the worst 0.40',
    ]);
    expect(causes).not.toHaveTextContent('form>button');
  });

  it("says when a window has no reports, and gives Google's thresholds", () => {
    render(<SiteSpeedReport report={sampleSiteSpeed()} />);
    const month = screen.getByRole('region', { name: 'Last 28 days' });
    expect(month).toHaveTextContent('Reports received since 29 October 2026.');
    expect(month).toHaveTextContent('No reports in these days.');
    expect(within(month).queryByRole('table')).toBeNull();
    const thresholds = screen.getByRole('region', { name: 'How to read it' });
    expect(itemTexts(thresholds)).toEqual([
      'LCP: good up to 2,500 ms, poor above 4,000 ms',
      'INP: good up to 200 ms, poor above 500 ms',
      'CLS: good up to 0.10, poor above 0.25',
      'FCP: good up to 1,800 ms, poor above 3,000 ms',
      'TTFB: good up to 800 ms, poor above 1,800 ms',
    ]);
  });
});
