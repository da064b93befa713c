import 'server-only';

// MSG91's delivery reports (docs/operations.md#phone-codes), as its SMS webhook posts them:
// version 3, one report as JSON ({requestId, status, desc, …}); version 2, form data whose `data`
// is a JSON list of requests, each with its reports. What each message became, by the request id
// the Flow API answered: "sent but never delivered" shows on the lead.

export type DeliveryReport = { requestId: string; delivery: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A report's words in lower case (`delivered`, `failed`, `rejected`, …), else its status code. */
const deliveryOf = (report: Record<string, unknown>) =>
  (text(report.desc) || `status ${text(report.status) || 'unknown'}`).toLowerCase();

function reportsOf(value: unknown): DeliveryReport[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const request = item as Record<string, unknown>;
    const requestId = text(request.requestId);
    if (!requestId) return [];
    const inner = Array.isArray(request.report) ? request.report : [request];
    const last = inner.at(-1);
    return last && typeof last === 'object'
      ? [{ requestId, delivery: deliveryOf(last as Record<string, unknown>) }]
      : [];
  });
}

/** The reports in a webhook's body, whichever version sent it; none from a body it cannot read. */
export function deliveryReports(contentType: string, body: string): DeliveryReport[] {
  try {
    if (contentType.includes('application/x-www-form-urlencoded'))
      return reportsOf(JSON.parse(new URLSearchParams(body).get('data') ?? 'null'));
    return reportsOf(JSON.parse(body));
  } catch {
    return [];
  }
}
