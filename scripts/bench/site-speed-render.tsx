// The Site speed benchmark's render (site-speed.ts runs it): the component rendered to HTML from
// a report file, the median of N runs after one to warm up; prints { ms, kb } as JSON.
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteSpeedReport } from '@/components/vitals/site-speed-report';
import type { SiteSpeed } from '@/lib/vitals/site-speed';

const [file, runs] = process.argv.slice(2);
const report = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteSpeed;
const render = () => renderToStaticMarkup(<SiteSpeedReport report={report} />);

const html = render();
const times = Array.from({ length: Number(runs) }, () => {
  const start = performance.now();
  render();
  return performance.now() - start;
}).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    ms: times[Math.floor(times.length / 2)],
    kb: +(Buffer.byteLength(html) / 1024).toFixed(1),
  }),
);
