import 'server-only';
import { SHEET_MAX_BYTES } from '@/lib/channels/sheet-limits';
import { portalSheetPath } from '@/lib/portal/portal-report-paths';
import { resultQuery } from '../portal/sheet-result-query';
import type { PortalCall } from './operator-guard';

// A university's enrolment sheet posted from its portal (docs/operations.md#enrolment-sheets): one
// of the posts past the usual body cap (runtime/serve.mjs and proxy.ts let its path take
// SHEET_MAX_BYTES). Applied at once, then the browser goes back to the sheet's page with the
// result in its address (counts, lines and codes, never a cell), so a reload posts nothing again.
// The file itself is never kept.

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...PRIVATE, Location: location } });

/** Applies the posted sheet (portalRoute has checked who posts it, for which university). */
export async function receiveEnrolmentSheet(
  request: Request,
  { actor, portal }: PortalCall,
): Promise<Response> {
  const back = (result: Parameters<typeof resultQuery>[0]) =>
    seeOther(portalSheetPath(actor.university.id, resultQuery(result)));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back({ status: 'unreadable', problem: 'file' });
  }
  const file = form.get('sheet');
  if (!(file instanceof File) || file.size === 0)
    return back({ status: 'unreadable', problem: 'file' });
  if (file.size > SHEET_MAX_BYTES) return back({ status: 'unreadable', problem: 'too-big' });
  const result = await portal.applySheet(
    { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    new Date(),
  );
  // An agency admin's look uploads nothing; its page offers no form.
  if (result.status === 'agency-view') return seeOther(portalSheetPath(actor.university.id));
  return back(result);
}
