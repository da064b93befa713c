/** @jest-environment node */
import fc from 'fast-check';
import { JSDOM, type DOMWindow } from 'jsdom';
import { AD_PARAMETERS, hasAdParameters } from './attribution';
import { POSTED_CONTEXT } from './form-post';
import { TOUCH_KEY } from './first-touch';
import { HEAD_SCRIPT } from './head-script';

const SITE = 'https://leadwise.example';

/** Resolves after the page's first frame and the tasks it queued. */
const firstFrame = (window: DOMWindow) =>
  new Promise((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));

/** One browser session: page views share its sessionStorage, as a tab's do. */
function session(touch: string | null = null) {
  const stored = new Map<string, string>(touch === null ? [] : [[TOUCH_KEY, touch]]);
  let last: DOMWindow | null = null;
  /** What the tab's storage holds now: the last page's, as it left it. */
  const keep = () => {
    const storage = last?.sessionStorage;
    for (let i = 0; storage && i < storage.length; i++)
      stored.set(storage.key(i)!, storage.getItem(storage.key(i)!)!);
  };
  /**
   * Loads `path` as the HTML parser does (the head script runs before the body exists) and
   * resolves once the page's first frame is on screen.
   */
  const view = async (path: string, referrer = '', body = '') => {
    keep();
    const dom = new JSDOM(
      `<!doctype html><html><head><script>${HEAD_SCRIPT}</script></head><body>${body}</body></html>`,
      {
        url: `${SITE}${path}`,
        referrer: referrer || undefined,
        runScripts: 'dangerously',
        pretendToBeVisual: true,
        beforeParse(window) {
          for (const [key, value] of stored) window.sessionStorage.setItem(key, value);
        },
      },
    );
    last = dom.window;
    await firstFrame(dom.window);
    return dom.window;
  };
  const touchNow = () => {
    keep();
    return JSON.parse(stored.get(TOUCH_KEY) ?? 'null');
  };
  return { view, touch: touchNow };
}

const hidden = Object.values(POSTED_CONTEXT)
  .map((name) => `<input type="hidden" name="${name}">`)
  .join('');
const FORM = `<form action="/contact" method="post"><input name="name" value="Asha"><input type="checkbox" name="consent">${hidden}</form>`;

/** Submits the page's form as a tap on Submit does and returns what it sends. */
function submit(window: DOMWindow) {
  const form = window.document.forms[0];
  form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
  return Object.fromEntries(new window.FormData(form)) as Record<string, string>;
}

describe('the head script', () => {
  it('records the ad landing with the first frame and keeps it through plain navigation', async () => {
    const visit = session();
    await visit.view('/services/google-ads?utm_source=google&gclid=abc', 'https://www.google.com/');
    await visit.view('/faq', `${SITE}/services/google-ads`);
    expect(visit.touch()).toEqual({
      landing_url: `${SITE}/services/google-ads?utm_source=google&gclid=abc`,
      referrer: 'https://www.google.com/',
    });
  });

  it('starts a new touch when a later page view carries ad parameters', async () => {
    const visit = session();
    await visit.view('/?utm_source=google');
    await visit.view('/college/amity/admission?fbclid=fb1', 'https://m.facebook.com/');
    await visit.view('/college/amity/form', `${SITE}/college/amity/admission?fbclid=fb1`);
    expect(visit.touch()).toEqual({
      landing_url: `${SITE}/college/amity/admission?fbclid=fb1`,
      referrer: 'https://m.facebook.com/',
    });
  });

  it('opens no storage while the page is parsed, and records the touch after its first frame', async () => {
    let opened = 0;
    const dom = new JSDOM(
      `<!doctype html><html><head><script>${HEAD_SCRIPT}</script></head><body></body></html>`,
      {
        url: `${SITE}/college/cu/admission?gclid=g2`,
        runScripts: 'dangerously',
        pretendToBeVisual: true,
        beforeParse(window) {
          const storage = window.sessionStorage;
          Object.defineProperty(window, 'sessionStorage', {
            get() {
              opened += 1;
              return storage;
            },
          });
        },
      },
    );
    expect(opened).toBe(0);
    await firstFrame(dom.window);
    expect(opened).toBeGreaterThan(0);
    expect(JSON.parse(dom.window.sessionStorage.getItem(TOUCH_KEY)!)).toEqual({
      landing_url: `${SITE}/college/cu/admission?gclid=g2`,
      referrer: '',
    });
  });

  it('keeps a plain first visit as its own touch', async () => {
    const visit = session();
    await visit.view('/about-us');
    expect(visit.touch()).toEqual({ landing_url: `${SITE}/about-us`, referrer: '' });
  });

  it('replaces a damaged record with this page view', async () => {
    const visit = session('{"landing_url":3');
    await visit.view('/blogs');
    expect(visit.touch()).toEqual({ landing_url: `${SITE}/blogs`, referrer: '' });
  });

  it('starts a new touch exactly when the API would find ad parameters in the URL', async () => {
    const names = [...AD_PARAMETERS, 'utm', 'gclid_', 'q'];
    const pair = fc.tuple(
      fc.constantFrom(...names),
      fc.constantFrom('', ' ', '%20', 'x', 'a+b', '%E0%A4%95', '%ZZ'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 4 }), async (pairs) => {
        const query = pairs.map(([name, value]) => `${name}=${value}`).join('&');
        const visit = session();
        await visit.view('/first');
        await visit.view(`/second?${query}`);
        const restarted = visit.touch().landing_url !== `${SITE}/first`;
        expect(restarted).toBe(hasAdParameters(`${SITE}/second?${query}`));
      }),
      { numRuns: 150 },
    );
    // 300 page views, each waiting for its first frame: a ceiling for a busy machine, not a budget.
  }, 120_000);

  it('fills a natively posted form with the touch, the page, the fill time and a key', async () => {
    const visit = session();
    await visit.view('/college/lpu/admission?gclid=g1', 'https://www.google.com/');
    const page = await visit.view('/contact', `${SITE}/`, FORM);
    const sent = submit(page);
    expect(sent).toMatchObject({
      landing_url: `${SITE}/college/lpu/admission?gclid=g1`,
      referrer: 'https://www.google.com/',
      page_url: `${SITE}/contact`,
    });
    expect(Number(sent.fill_time_ms)).toBeGreaterThanOrEqual(0);
    expect(sent.idempotency_key).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{1,8}$/);
  });

  it('sends the same fields again under the same key, and edited fields under a new one', async () => {
    const visit = session();
    const page = await visit.view('/contact', '', FORM);
    const first = submit(page).idempotency_key;
    expect(submit(page).idempotency_key).toBe(first);
    // Reloaded, or left and come back to: the same visit, the same fields, the same key.
    expect(submit(await visit.view('/contact', '', FORM)).idempotency_key).toBe(first);
    expect(submit(await session().view('/contact', '', FORM)).idempotency_key).not.toBe(first);
    page.document.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;
    const ticked = submit(page).idempotency_key;
    expect(ticked).not.toBe(first);
    page.document.querySelector<HTMLInputElement>('[name=name]')!.value = 'Asha V';
    expect(submit(page).idempotency_key).not.toBe(ticked);
  });

  it('leaves other forms alone', async () => {
    const page = await session().view(
      '/',
      '',
      '<form><input type="hidden" name="page_url"></form>',
    );
    expect(submit(page).page_url).toBe('');
  });

  it('still fills the form when storage refuses to keep anything', async () => {
    const dom = new JSDOM(
      `<html><head><script>Object.defineProperty(window,'sessionStorage',{get(){throw new Error('denied')}})</script><script>${HEAD_SCRIPT}</script></head><body>${FORM}</body></html>`,
      { url: `${SITE}/contact?gclid=z`, runScripts: 'dangerously' },
    );
    expect(submit(dom.window)).toMatchObject({
      landing_url: `${SITE}/contact?gclid=z`,
      page_url: `${SITE}/contact?gclid=z`,
    });
  });
});
