import 'server-only';
import { z } from '@/lib/validations/zod';
import { isStorableText } from '@/lib/validations/text';
import { LANGUAGES } from '@/lib/config/language';
import { MAX_PARAMETER_LENGTH } from '@/lib/leads/attribution';
import { routePatterns } from '@/lib/seo/routes';
import {
  CONNECTIONS,
  DEVICES,
  MAX_METRICS,
  MAX_TARGET_LENGTH,
  NAVIGATION_TYPES,
  PHASES,
  TARGET_KINDS,
  type MetricName,
} from '@/lib/vitals/beacon';
import { NOT_FOUND_ROUTE } from '@/lib/vitals/route-pattern';

// What POST /api/vitals takes: only what the reporter sends (lib/vitals/beacon.ts), every size
// bounded and every value finite, so that garbage is a 422 and never a row.

/**
 * The largest figure stored: five minutes, beyond which a time is a stalled tab and no visit's
 * speed, and a CLS of 10, far past any page's.
 */
const MAX_VALUE: Record<MetricName, number> = {
  LCP: 300_000,
  INP: 300_000,
  CLS: 10,
  FCP: 300_000,
  TTFB: 300_000,
};

// The routes the site has, read once: a new page needs a new build, and a new process.
let known: Set<string> | null = null;
const isKnownRoute = (route: string) =>
  (known ??= new Set([...routePatterns(), NOT_FOUND_ROUTE])).has(route);

/** An enumeration, or null where the metric has none (CLS's phases). */
const oneOf = <T extends string>(values: readonly T[]) =>
  values.length ? z.nullable(z.enum(values as [T, ...T[]])) : z.null();

const entry = <M extends MetricName>(metric: M) => {
  const measure = z.number().check(z.gte(0), z.lte(MAX_VALUE[metric]));
  return z.strictObject({
    metric: z.literal(metric),
    value: measure,
    previous: z.nullable(measure),
    navigation_type: z.enum(NAVIGATION_TYPES),
    target: z.nullable(
      z.string().check(
        z.maxLength(MAX_TARGET_LENGTH),
        z.refine((text) => isStorableText(text)),
      ),
    ),
    target_kind: oneOf(TARGET_KINDS[metric]),
    phase: oneOf(PHASES[metric]),
  });
};

/** A campaign tag as the lead API keeps it: at most 500 characters of storable text. */
const tag = z.nullable(
  z.string().check(
    z.maxLength(MAX_PARAMETER_LENGTH),
    z.refine((text) => isStorableText(text)),
  ),
);

/** What counts the visit (lib/funnel/visit.ts). */
const visit = z.strictObject({
  utm_source: tag,
  utm_medium: tag,
  utm_campaign: tag,
  click_id: z.boolean(),
  form_started: z.boolean(),
});

export const beaconSchema = z
  .strictObject({
    route: z.string().check(z.maxLength(200), z.refine(isKnownRoute, { error: 'Unknown route' })),
    language: z.enum(LANGUAGES),
    device: z.enum(DEVICES),
    connection: z.nullable(z.enum(CONNECTIONS)),
    metrics: z
      .array(
        z.discriminatedUnion('metric', [
          entry('LCP'),
          entry('INP'),
          entry('CLS'),
          entry('FCP'),
          entry('TTFB'),
        ]),
      )
      .check(z.maxLength(MAX_METRICS)),
    visit: z.optional(visit),
  })
  // No metric is sent only to say a form was started.
  .check(
    z.refine((beacon) => beacon.metrics.length > 0 || beacon.visit?.form_started === true, {
      error: 'No metrics',
      path: ['metrics'],
    }),
  );
