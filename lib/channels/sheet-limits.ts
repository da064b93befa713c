import bodyLimit from '@/lib/config/request-body-limit.json';

// How large a sheet may be: a portal's (docs/operations.md#portal-sheets) or a university's
// enrolment sheet (docs/operations.md#enrolment-sheets). Their uploads are the posts past the
// server's usual body cap: runtime/serve.mjs and proxy.ts take a body up to sheetUpload.maxBytes
// at their paths alone, under Next's own cap on what its proxy reads (10 MB).

export const sheetUploadPath = bodyLimit.sheetUpload.paths.import;
export const enrolmentSheetUploadPath = bodyLimit.sheetUpload.paths.enrolments;
/** The paths that take a sheet. */
export const SHEET_UPLOAD_PATHS: readonly string[] = Object.values(bodyLimit.sheetUpload.paths);
/** The file's cap: the upload's body cap less the usual one, room for the form's other fields. */
export const SHEET_MAX_BYTES = bodyLimit.sheetUpload.maxBytes - bodyLimit.maxBytes;
/** Rows a sheet may have: issue 74 asks for 20,000 in one import; twice that is still seconds. */
export const SHEET_MAX_ROWS = 50_000;
/** Columns a sheet may have: a portal's export has a dozen or two. */
export const SHEET_MAX_COLUMNS = 100;
/** The longest cell kept: a long one is no name, phone, email, course or city. */
export const SHEET_MAX_CELL = 500;
