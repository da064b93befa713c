import type { MetricWithAttribution } from 'web-vitals/attribution';
import { deviceOf, reportVitals } from './vitals-reporter';

// web-vitals itself is Google's: here, what the reporter makes of the metrics it hands over.
const handlers: ((metric: MetricWithAttribution) => void)[] = [];
jest.mock('web-vitals/attribution', () => {
  const on = (handler: (metric: MetricWithAttribution) => void) => handlers.push(handler);
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on };
});

const report = (metric: Partial<MetricWithAttribution>) =>
  handlers[0]({ navigationType: 'navigate', ...metric } as MetricWithAttribution);

const lcp = (value: number, id = 'lcp-1') =>
  report({
    name: 'LCP',
    id,
    value,
    attribution: {
      target: 'main>img.hero',
      url: '/images/hero.svg',
      timeToFirstByte: 300,
      resourceLoadDelay: 100,
      resourceLoadDuration: 900.4,
      elementRenderDelay: 50,
    },
  } as Partial<MetricWithAttribution>);
const cls = (value: number, id = 'cls-1') =>
  report({
    name: 'CLS',
    id,
    value,
    attribution: { largestShiftTarget: 'footer' },
  } as Partial<MetricWithAttribution>);

let beacons: { url: string; body: Blob }[];
let accept: boolean;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

/** jsdom's Blob has no text(): read as a browser's FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

const sentBodies = () =>
  Promise.all(beacons.map(async ({ body }) => JSON.parse(await textOf(body))));

beforeEach(() => {
  handlers.length = 0;
  beacons = [];
  accept = true;
  navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
    if (accept) beacons.push({ url: String(url), body: body as Blob });
    return accept;
  };
  document.documentElement.lang = 'hi';
  window.innerWidth = 412;
});

describe('the speed reporter', () => {
  it('sends nothing until the page is hidden, then what it measured, under the route it was given', async () => {
    reportVitals('/hi/college/[collegeId]/form');
    expect(handlers).toHaveLength(5);
    lcp(2140.6);
    cls(0.012345);
    expect(beacons).toEqual([]);
    hide();
    expect(beacons.map(({ url, body }) => [url, body.type])).toEqual([
      ['/api/vitals', 'application/json'],
    ]);
    expect(await sentBodies()).toEqual([
      {
        route: '/hi/college/[collegeId]/form',
        language: 'hi',
        device: 'phone',
        connection: null,
        metrics: [
          {
            metric: 'LCP',
            value: 2141,
            previous: null,
            navigation_type: 'navigate',
            target: 'main>img.hero',
            target_kind: 'image',
            phase: 'resourceLoadDuration',
          },
          {
            metric: 'CLS',
            value: 0.0123,
            previous: null,
            navigation_type: 'navigate',
            target: 'footer',
            target_kind: null,
            phase: null,
          },
        ],
        visit: {
          utm_source: null,
          utm_medium: null,
          utm_campaign: null,
          click_id: false,
          form_started: false,
        },
      },
    ]);
  });

  it('sends a metric again only when it grew, naming the value it replaces', async () => {
    reportVitals('/');
    cls(0.05);
    hide();
    hide();
    cls(0.3);
    hide();
    const [, later] = await sentBodies();
    expect(beacons).toHaveLength(2);
    expect(later.metrics).toEqual([expect.objectContaining({ value: 0.3, previous: 0.05 })]);
  });

  it('keeps what the browser would not send for the next time the page is hidden', async () => {
    reportVitals('/');
    lcp(900);
    accept = false;
    hide();
    accept = true;
    hide();
    expect((await sentBodies()).map((body) => body.metrics.length)).toEqual([1]);
  });

  it('tells phones, tablets and desktops by the layout their viewport gets', () => {
    expect([360, 767, 768, 991, 992, 1280].map(deviceOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});
