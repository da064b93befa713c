// The one cell of every CSV the site writes (the lead export, Google Ads' files, the funnel):
// always quoted (RFC 4180), so commas, semicolons (the separator of some locales' spreadsheets)
// and line breaks stay inside it. A cell a spreadsheet would run as a formula (= + - @ first,
// even after spaces, tabs or line breaks, or a tab or carriage return first: OWASP's CSV injection
// guidance) is defused with a leading '.
// The portal's XLSX cells (lib/server/portal/portal-files.ts) are defused the same way.
export function formulaSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^\s*[=+\-@]/.test(text) || /^[\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: unknown): string {
  return `"${formulaSafe(value).replace(/"/g, '""')}"`;
}
