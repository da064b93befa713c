// Test support: a Site speed report as lib/server/vitals/site-speed.ts builds it, with a slow
// phone page, a good desktop one and an empty window.
import type { SiteSpeed } from '@/lib/vitals/site-speed';

export const sampleSiteSpeed = (): SiteSpeed => ({
  generated_at: '2026-11-26T12:00:00.000Z',
  windows: [
    {
      days: 7,
      since: '2026-11-19T12:00:00.000Z',
      routes: [
        {
          route: '/college/[collegeId]/admission',
          device: 'phone',
          figures: [
            {
              metric: 'LCP',
              samples: 1204,
              p75: 4637,
              rating: 'poor',
              causes: [
                {
                  target: 'main>img.hero',
                  target_kind: 'image',
                  phase: 'resourceLoadDuration',
                  reports: 240,
                  worst: 9000,
                },
                {
                  target: 'main>h1',
                  target_kind: 'text',
                  phase: 'elementRenderDelay',
                  reports: 61,
                  worst: 5210,
                },
              ],
            },
            {
              metric: 'INP',
              samples: 1,
              p75: 180,
              rating: 'good',
              causes: [
                {
                  target: 'form>button',
                  target_kind: 'pointer',
                  phase: 'processingDuration',
                  reports: 1,
                  worst: 180,
                },
              ],
            },
            {
              metric: 'CLS',
              samples: 1204,
              p75: 0.14,
              rating: 'needs-improvement',
              causes: [
                { target: 'footer', target_kind: null, phase: null, reports: 301, worst: 0.4 },
              ],
            },
          ],
        },
        {
          route: '/',
          device: 'desktop',
          figures: [{ metric: 'LCP', samples: 12, p75: 980, rating: 'good', causes: [] }],
        },
      ],
    },
    { days: 28, since: '2026-10-29T12:00:00.000Z', routes: [] },
  ],
});
