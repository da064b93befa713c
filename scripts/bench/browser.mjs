// What the browser benchmarks share: Debian's Chromium, and a fresh profile loading pages as a
// phone on a slow network does, with throttling applied (not simulated) at Lighthouse's slow-4G
// figures: 562.5 ms request latency, 1,474.56 kbit/s down, 675 up, and 4x CPU.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { chromiumExists, chromiumPath } from '../test/chromium-path.mjs';
import { phoneFontEnv } from '../test/phone-fonts.mjs';
import { startSite, stopOnExit, stopServer, waitUntilUp } from '../test/server-process.mjs';

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export const launchChromium = async () =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    env: await phoneFontEnv(),
  });

/** A new context (an empty profile and cache) with one throttled page (`cpuRate`x slower CPU). */
export async function throttledPage(browser, { cpuRate = 4 } = {}) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { context, page };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Runs a browser benchmark against a build's production server: `--runs` passes of `cases`
 * (round-robin, so the machine's changing load falls on each alike), then `rows(results)` (each
 * case's results, in order) printed and written with the date and the build to `--out`.
 * `--dir` is the checkout whose build is served (another commit's, for before and after).
 */
export async function benchBrowser({ name, port, cases, measure, rows }) {
  const { values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      dir: { type: 'string', default: '.' },
      out: { type: 'string', default: `bench-results/${name}.json` },
    },
  });
  const runs = Number(options.runs);
  const dir = path.resolve(options.dir);
  if (!fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    console.error(`No production build in ${dir}: run \`npm run build\` there first.`);
    process.exit(1);
  }
  if (!chromiumExists()) {
    console.error(`No Chromium at ${chromiumPath()}: run node scripts/test/ensure-chromium.mjs.`);
    process.exit(1);
  }
  const server = startSite(
    port,
    { LEADS_DB_PATH: path.join(dir, 'data', `bench-${name}.db`) },
    { cwd: dir },
  );
  stopOnExit([server]);
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/robots.txt`);
    const results = cases.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [index, item] of cases.entries())
        results[index].push(await measure(browser, base, item));
      console.log(`pass ${run + 1} of ${runs} done`);
    }
    const table = rows(results);
    console.table(table);
    fs.mkdirSync(path.dirname(options.out), { recursive: true });
    fs.writeFileSync(
      options.out,
      `${JSON.stringify({ date: new Date().toISOString(), build: path.relative('.', dir) || '.', runs, rows: table }, null, 2)}\n`,
    );
    console.log(`Wrote ${options.out}`);
  } finally {
    await browser.close();
    await stopServer(server);
  }
}
