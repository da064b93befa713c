import 'server-only';
import type { VitalsBeacon } from '@/lib/vitals/beacon';
import type { DoorContext } from '../site/site-context';
import { fieldErrors, guardRequest, TOO_MANY_REQUESTS } from '../http/guards';
import { json } from '../http/http';
import { beaconSchema } from '../vitals/beacon-schema';
import type { NewVital } from '../vitals/vitals-store';

/** A beacon is a few hundred bytes; ten metrics with the longest selectors fit in 8 KB. */
export const VITALS_MAX_BODY_BYTES = 8 * 1024;

const rowsOf = ({ metrics, visit: _, ...page }: VitalsBeacon, received_at: string): NewVital[] =>
  metrics.map((entry) => ({ ...page, ...entry, received_at }));

/**
 * POST /api/vitals: a browser's speed report. Refused before its body is read when its address
 * has sent too many (429, a limit of its own, never the lead API's), and refused when it is not
 * what the reporter sends (400, 413, 415, 422); otherwise its metrics and its visit are queued for
 * the next write (202).
 */
export async function handleVitals(request: Request, ctx: DoorContext): Promise<Response> {
  const guarded = await guardRequest(request, {
    limiter: ctx.vitals.limiter,
    config: { trustedProxyHops: ctx.config.trustedProxyHops, maxBodyBytes: VITALS_MAX_BODY_BYTES },
  });
  if (!guarded.ok) return guarded.response;
  const parsed = beaconSchema.safeParse(guarded.body);
  if (!parsed.success)
    return json(422, {
      status: false,
      message: 'Not a speed report this site sends',
      errors: fieldErrors(parsed.error.issues),
    });
  if (
    !ctx.vitals.writer.add(rowsOf(parsed.data, new Date().toISOString())) ||
    !(await ctx.vitals.visits.count(request.headers, parsed.data))
  )
    return json(429, { status: false, message: TOO_MANY_REQUESTS }, { 'Retry-After': '1' });
  return new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
