// `npm run bench:navigation`: how long a click on a next/link takes to show the next page on a
// slow phone (scripts/bench/browser.mjs: applied slow-4G throttling, 4x CPU, fresh profile), the
// soft navigations a visitor makes most: the home page's SEO card, the blog list's first post.
// Each start page is loaded, left to come to life and to prefetch what it links to (the network
// goes quiet), then the link is clicked; timed from the click to the first frame that shows the
// next page's heading. Median of 5; prints a table and writes bench-results/navigation.json.
//
//   npm run bench:navigation -- --runs 5 --dir ../other-checkout   (another build, for before/after)
import { benchBrowser, median, throttledPage } from './browser.mjs';

const NAVIGATIONS = [
  { from: '/', link: 'main a[href="/services/seo"]' },
  { from: '/blogs', link: 'main a[href^="/blogs/"]' },
];

async function navigate(browser, base, { from, link }) {
  const { context, page } = await throttledPage(browser);
  const rscBytes = [];
  page.on('response', async (response) => {
    if (response.request().headers().rsc) rscBytes.push((await response.body()).length);
  });
  await page.goto(`${base}${from}`, { waitUntil: 'load', timeout: 120_000 });
  const anchor = page.locator(link).first();
  // Come to life: React has the link; then quiet: its prefetch has arrived.
  await anchor.evaluate(
    (node) =>
      new Promise((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactProps'))
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
  await page.waitForLoadState('networkidle');
  const prefetched = rscBytes.reduce((sum, bytes) => sum + bytes, 0);
  const href = await anchor.getAttribute('href');
  const ms = await anchor.evaluate(
    (node, target) =>
      new Promise((resolve) => {
        const started = performance.now();
        const arrived = () =>
          window.location.pathname === target && document.querySelector('main h1');
        new MutationObserver((_, observer) => {
          if (!arrived()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        }).observe(document.body, { childList: true, subtree: true });
        node.click();
      }),
    href,
  );
  await context.close();
  return { ms, prefetchedKb: prefetched / 1024, to: href };
}

await benchBrowser({
  name: 'navigation',
  port: Number(process.env.BENCH_PORT ?? 3700),
  cases: NAVIGATIONS,
  measure: navigate,
  rows: (results) =>
    NAVIGATIONS.map((navigation, index) => ({
      from: navigation.from,
      to: results[index][0].to,
      'click to next page ms': Math.round(median(results[index].map((result) => result.ms))),
      'RSC prefetched KB': +median(results[index].map((result) => result.prefetchedKb)).toFixed(1),
    })),
});
