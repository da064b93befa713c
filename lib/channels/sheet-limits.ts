import bodyLimit from '@/lib/config/request-body-limit.json';

// How large a portal's sheet may be (docs/operations.md#portal-sheets). The upload is the one post
// past the server's usual body cap: runtime/serve.mjs and proxy.ts take a body up to
// sheetUpload.maxBytes at its path alone, under Next's own cap on what its proxy reads (10 MB).

export const sheetUploadPath = bodyLimit.sheetUpload.path;
/** The file's cap: the upload's body cap less the usual one, room for the form's other fields. */
export const SHEET_MAX_BYTES = bodyLimit.sheetUpload.maxBytes - bodyLimit.maxBytes;
/** Rows a sheet may have: issue 74 asks for 20,000 in one import; twice that is still seconds. */
export const SHEET_MAX_ROWS = 50_000;
/** Columns a sheet may have: a portal's export has a dozen or two. */
export const SHEET_MAX_COLUMNS = 100;
/** The longest cell kept: a long one is no name, phone, email, course or city. */
export const SHEET_MAX_CELL = 500;
