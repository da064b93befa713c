// What the latency benchmarks share (bench:assign, bench:verify): a sample's percentiles, and the
// figures' table written into docs/performance.md between a benchmark's markers.
import fs from 'node:fs';
import * as prettier from 'prettier';

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** How many, p50, p95 and the longest, in the sample's unit. */
export const figures = (values) => ({
  count: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: Math.max(...values),
});

/** Replaces what stands between `start` and `end` in `doc` with `lines` (markers included). */
export async function writeBetweenMarkers(doc, [start, end], lines) {
  const text = fs.readFileSync(doc, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0) throw new Error(`${doc} has no ${start} … ${end}`);
  const next = text.slice(0, from) + lines + text.slice(to + end.length);
  const options = await prettier.resolveConfig(doc);
  fs.writeFileSync(doc, await prettier.format(next, { ...options, filepath: doc }));
}
