import bodyLimit from '@/lib/config/request-body-limit.json';

// How large a sheet may be: a portal's (docs/operations.md#portal-sheets) or a university's
// enrolment sheet (docs/operations.md#enrolment-sheets). Their uploads are the posts past the
// server's usual body cap: runtime/serve.mjs and proxy.ts take a body up to sheetUpload.maxBytes
// at their paths alone, under Next's own cap on what its proxy reads (10 MB).

export const sheetUploadPath = bodyLimit.sheetUpload.paths.import;

/** Where a university's enrolment sheet is posted (its portal's address names the university). */
export const enrolmentSheetUploadPath = (university: string) =>
  bodyLimit.sheetUpload.paths.enrolments.replace('[university]', encodeURIComponent(university));

/** The sheet uploads' routes as tests of a path, a `[segment]` any one segment (allowed-methods.mjs). */
const SHEET_UPLOADS = Object.values(bodyLimit.sheetUpload.paths).map(
  (route) =>
    new RegExp(
      `^${route
        .split('/')
        .map((part) =>
          /^\[[^/]+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    ),
);

/** Whether the path is a sheet's upload, which may carry a body past the usual cap. */
export const isSheetUploadPath = (pathname: string) =>
  SHEET_UPLOADS.some((test) => test.test(pathname));
/** The file's cap: the upload's body cap less the usual one, room for the form's other fields. */
export const SHEET_MAX_BYTES = bodyLimit.sheetUpload.maxBytes - bodyLimit.maxBytes;
/** Rows a sheet may have: issue 74 asks for 20,000 in one import; twice that is still seconds. */
export const SHEET_MAX_ROWS = 50_000;
/** Columns a sheet may have: a portal's export has a dozen or two. */
export const SHEET_MAX_COLUMNS = 100;
/** The longest cell kept: a long one is no name, phone, email, course or city. */
export const SHEET_MAX_CELL = 500;
