// The one cell of every CSV the site writes (the lead export, Google Ads' files, the funnel):
// always quoted (RFC 4180), so commas, semicolons (the separator of some locales' spreadsheets)
// and line breaks stay inside it. A cell a spreadsheet would run as a formula (= + - @ first,
// even after spaces, tabs or line breaks, or a tab or carriage return first: OWASP's CSV injection
// guidance) is defused with a leading '.
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^\s*[=+\-@]/.test(text) || /^[\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
