// What the browser benchmarks share: Debian's Chromium, and a fresh profile loading pages as a
// phone on a slow network does, with throttling applied (not simulated) at Lighthouse's slow-4G
// figures: 562.5 ms request latency, 1,474.56 kbit/s down, 675 up, and 4x CPU.
import { chromium, devices } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

export const launchChromium = () =>
  chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });

/** A new context (an empty profile and cache) with one throttled page. */
export async function throttledPage(browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
