import type { MetricWithAttribution } from 'web-vitals/attribution';
import { TOUCH_KEY } from '../leads/first-touch';
import { reportVitals } from '../vitals/vitals-reporter';

// What the speed beacon says of the visit: the landing's campaign tags, whether a click id was
// there (never its value), and whether a lead form was started on the page view. One reporter
// per file: its listeners stay on the document.
const handlers: ((metric: MetricWithAttribution) => void)[] = [];
jest.mock('web-vitals/attribution', () => {
  const on = (handler: (metric: MetricWithAttribution) => void) => handlers.push(handler);
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on };
});

const bodies: Blob[] = [];
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
const sent = () => Promise.all(bodies.map(async (body) => JSON.parse(await textOf(body))));

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

it('names the landing campaign and click id presence, and a lead form started, once', async () => {
  navigator.sendBeacon = (_url: string | URL, body?: BodyInit | null) => {
    bodies.push(body as Blob);
    return true;
  };
  sessionStorage.setItem(
    TOUCH_KEY,
    JSON.stringify({
      landing_url:
        'https://leadwise.example/college/amity/admission?utm_source=google&utm_medium=cpc&utm_campaign=mba-2027&gclid=Cj0secret',
      referrer: '',
    }),
  );
  document.body.innerHTML = `
    <form id="newsletter"><input name="email" /><input type="hidden" name="fill_time_ms" /></form>
    <form id="lead"><input name="name" /><input type="hidden" name="consent_version" value="v1" /></form>`;
  reportVitals('/college/[collegeId]/admission');
  handlers[0]({
    name: 'TTFB',
    id: 'ttfb-1',
    value: 120,
    navigationType: 'navigate',
    attribution: {},
  } as unknown as MetricWithAttribution);

  document.querySelector<HTMLInputElement>('#newsletter input')!.focus();
  hide();
  document.querySelector<HTMLInputElement>('#lead input')!.focus();
  hide();
  hide();

  const [first, second] = await sent();
  expect(bodies).toHaveLength(2);
  expect(first.visit).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'mba-2027',
    click_id: true,
    form_started: false,
  });
  expect(JSON.stringify(first)).not.toContain('Cj0secret');
  // Sent for the form start alone: no metric was waiting.
  expect(second).toMatchObject({ metrics: [], visit: { form_started: true } });
});
