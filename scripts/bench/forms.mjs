// `npm run bench:forms`: when a student on a slow phone can use a lead form. Debian's Chromium
// with applied throttling at Lighthouse's slow-4G figures (562.5 ms request latency, 1,474.56
// kbit/s down, 675 up) and 4x CPU, a fresh browser profile per load, the pages taken round-robin,
// median of 5. For each page: first contentful paint; when the form's Submit is on screen; when a
// tap on it would send the lead (a native post: the form posts with its action, Submit enabled;
// or the form's code has taken over); and when the form's code has taken it over (React has
// hydrated the <form>). Prints a table and writes bench-results/forms.json.
//
//   npm run bench:forms -- --runs 5 --dir ../other-checkout   (another build, for before/after)
import { benchBrowser, median, throttledPage } from './browser.mjs';

// /contact opens at its form, as the header's "Get a proposal" leads there.
const PAGES = [
  '/contact#proposal',
  '/college/lpu/form',
  '/hi/college/lpu/form',
  '/college/lpu/admission',
];

/**
 * Runs in the page before its own scripts: notes the first contentful paint, the paint of the
 * lead form's Submit (Element Timing, marked as the parser inserts it), when the form could post
 * natively, and when React has hydrated it. The first form in the page is the lead form (the
 * newsletter's comes later, in the footer).
 */
function observe() {
  const seen = {};
  window.__formTimes = seen;
  const now = () => performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') seen.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === 'lead-submit') seen.onScreen ??= entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  const submitOf = (form) => form.querySelector('button[type="submit"]');
  const check = () => {
    const form = document.forms[0];
    const submit = form && submitOf(form);
    if (!submit) return;
    if (!submit.hasAttribute('elementtiming')) submit.setAttribute('elementtiming', 'lead-submit');
    const posts =
      form.method === 'post' && form.querySelector('input[name^="$ACTION_"]') && !submit.disabled;
    if (posts) seen.native ??= now();
    const hydrated = Object.keys(form).some((key) => key.startsWith('__reactProps'));
    if (hydrated && !submit.disabled) seen.takenOver ??= now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  // Hydration sets no attribute: look for React's props on the form each frame.
  const poll = () => {
    check();
    if (seen.takenOver === undefined) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function load(browser, url) {
  const { context, page } = await throttledPage(browser);
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__formTimes?.takenOver !== undefined, null, {
    timeout: 60_000,
  });
  const times = await page.evaluate(() => window.__formTimes);
  await context.close();
  const onScreen = times.onScreen ?? times.fcp;
  // A native post works from when the form is both on screen and posts; without one, only once
  // its code has taken it over.
  const usable =
    times.native === undefined
      ? Math.max(onScreen, times.takenOver)
      : Math.max(onScreen, times.native);
  return { fcp: times.fcp, onScreen, usable, takenOver: times.takenOver };
}

await benchBrowser({
  name: 'forms',
  port: Number(process.env.BENCH_PORT ?? 3600),
  cases: PAGES,
  measure: (browser, base, page) => load(browser, `${base}${page}`),
  rows: (results) =>
    PAGES.map((page, index) => {
      const of = (key) => Math.round(median(results[index].map((times) => times[key])));
      const row = {
        page,
        'FCP ms': of('fcp'),
        'form on screen ms': of('onScreen'),
        'form usable ms': of('usable'),
        'script has the form ms': of('takenOver'),
      };
      row['unusable for ms'] = row['form usable ms'] - row['form on screen ms'];
      return row;
    }),
});
