import { scaleLinear } from 'd3-scale';

// Horizontal bars drawn on the server as SVG (d3-scale places them): each bar's label above it
// and its value at its end, so that the chart reads at a phone's width as at a desktop's. The
// picture is hidden from screen readers; the table beside it (in each chart's figure) says the same.

export type Bar = { label: string; value: number; text: string; marked?: boolean };

const WIDTH = 360;
const ROW = 46;
const BAR = 16;

export function BarChart({ bars, className }: { bars: Bar[]; className?: string }) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.value))])
    .range([0, WIDTH - 100]);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${bars.length * ROW + 4}`}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {bars.map((bar, index) => {
        const top = index * ROW;
        return (
          <g key={bar.label} transform={`translate(0 ${top})`}>
            <text x="0" y="14" className="fill-ink text-[14px]">
              {bar.label}
            </text>
            <rect
              x="0"
              y="21"
              height={BAR}
              width={Math.max(1, x(bar.value))}
              rx="2"
              className={bar.marked ? 'fill-red-700' : 'fill-brand-700'}
            />
            <text
              x={Math.max(1, x(bar.value)) + 6}
              y="34"
              className="fill-ink text-[14px] font-semibold tabular-nums"
            >
              {bar.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
