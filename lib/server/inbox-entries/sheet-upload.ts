import 'server-only';
import { SHEET_MAX_BYTES } from '@/lib/channels/sheet-limits';
import { heldSheetPath, importPath } from '@/lib/inbox/inbox-paths';
import type { OperatorCall } from './operator-guard';

// A portal's sheet posted from /inbox/import (docs/operations.md#portal-sheets): the one inbox post
// that carries a file past the usual body cap (runtime/serve.mjs and proxy.ts let this path alone
// take SHEET_MAX_BYTES). Read and held for its mapping, then the browser goes on to the sheet's
// page; a refusal goes back to the upload form saying why (never a word of the sheet), with the
// source's name as typed. The file itself is never kept: only the cells read from it, for minutes.

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { ...PRIVATE, Location: location } });

const back = (problem: string, source: unknown) =>
  seeOther(
    `${importPath}?${new URLSearchParams({
      problem,
      ...(typeof source === 'string' && source.trim() ? { source: source.slice(0, 60) } : {}),
    }).toString()}`,
  );

/** Holds the posted sheet (operatorRoute has checked who posts it). */
export async function receiveSheet(
  request: Request,
  { operator, services, log }: OperatorCall,
): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back('file', null);
  }
  const source = form.get('source');
  const file = form.get('sheet');
  if (typeof source !== 'string') return back('source', null);
  if (!(file instanceof File) || file.size === 0) return back('file', source);
  if (file.size > SHEET_MAX_BYTES) return back('too-big', source);
  const held = await services.sheets.hold(
    operator.id,
    { source, fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    new Date(),
  );
  if (!held.ok) {
    await log({ action: 'sheet-refused', record: importPath, detail: held.problem });
    return back(held.problem, source);
  }
  await log({
    action: 'sheet-uploaded',
    record: `import ${held.source}`,
    detail: `${held.rows} rows held for mapping`,
  });
  return seeOther(heldSheetPath(held.id));
}
