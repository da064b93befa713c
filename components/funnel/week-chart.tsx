import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import type { FunnelWeek } from '@/lib/server/funnel/funnel';
import { funnelCopy } from '@/content/inbox-funnel';

// Leads and admissions per week as two lines, drawn on the server as SVG (d3-scale places the
// points, d3-shape joins them); hidden from screen readers, whose table is beside it.

const WIDTH = 360;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 36 };

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function WeekChart({ weeks }: { weeks: FunnelWeek[] }) {
  const x = scalePoint<string>()
    .domain(weeks.map((week) => week.week))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const y = scaleLinear()
    .domain([0, Math.max(1, ...weeks.map((week) => week.leads))])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = (pick: (week: FunnelWeek) => number) =>
    line<FunnelWeek>()
      .x((week) => x(week.week)!)
      .y((week) => y(pick(week)))(weeks) ?? '';
  // A label every few weeks, so that they never overlap at a phone's width.
  const every = Math.ceil(weeks.length / 5);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} aria-hidden="true" focusable="false">
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-gray-200"
          />
          <text
            x={MARGIN.left - 6}
            y={y(tick) + 4}
            textAnchor="end"
            className="fill-gray-700 text-[13px] tabular-nums"
          >
            {tick.toLocaleString('en-IN')}
          </text>
        </g>
      ))}
      {weeks.map((week, index) =>
        index % every ? null : (
          <text
            key={week.week}
            x={x(week.week)}
            y={HEIGHT - MARGIN.bottom + 16}
            textAnchor="middle"
            className="fill-gray-700 text-[13px]"
          >
            {shortDay(week.week)}
          </text>
        ),
      )}
      <path
        d={path((week) => week.leads)}
        fill="none"
        strokeWidth="2.5"
        className="stroke-brand-700"
      />
      <path
        d={path((week) => week.won)}
        fill="none"
        strokeWidth="2.5"
        strokeDasharray="6 3"
        className="stroke-green-700"
      />
      <g transform={`translate(${MARGIN.left} ${HEIGHT + 10})`} className="text-[14px]">
        <line x1="0" x2="18" y1="0" y2="0" strokeWidth="2.5" className="stroke-brand-700" />
        <text x="24" y="4" className="fill-ink">
          {funnelCopy.leads}
        </text>
        <line
          x1="90"
          x2="108"
          y1="0"
          y2="0"
          strokeWidth="2.5"
          strokeDasharray="6 3"
          className="stroke-green-700"
        />
        <text x="114" y="4" className="fill-ink">
          {funnelCopy.won}
        </text>
      </g>
    </svg>
  );
}
