import 'server-only';
import { postJson, requestFailure } from '../outbox/outbox-send';
import { rejection, tryAgain, type AdapterResult, type AdapterSend, type Target } from './adapter';
import type { DeliveryBody } from './delivery-payload';
import { retriable } from './verdict';

// The `leadsquared` adapter: LeadSquared's public Lead.Capture API
// (https://apidocs.leadsquared.com/capture-lead/), POST `<host>/v2/LeadManagement.svc/Lead.Capture`
// with the body an array of `{Attribute, Value}`, the keys in the x-LSQ-AccessKey and
// x-LSQ-SecretKey headers (the docs' recommendation: never in an address a proxy logs). The
// lead is matched by phone and an existing one is not changed (LeadUpdateBehavior=DoNotUpdate).
// Its answer: 200 `{Status: "Success", Message: {Id, IsCreated?}}` (IsCreated false: the
// university had the student, a duplicate); `{Status: "Error", ExceptionMessage}` otherwise.

/** The credential as it is set: `ACCESS_KEY:SECRET_KEY`. */
export const isLeadsquaredSecret = (secret: string) => /^[^:\s]+:[^:\s]+$/.test(secret);

/** Our fields as LeadSquared attributes: its own, and the `mx_` custom fields the university makes. */
export function leadsquaredAttributes(id: string, body: DeliveryBody) {
  const attributes: [string, string | null][] = [
    ['FirstName', body.name],
    ['EmailAddress', body.email],
    ['Phone', body.phone],
    ['mx_Course', body.course],
    ['mx_City', body.city],
    ['Source', body.source.utm_source],
    ['SourceCampaign', body.source.utm_campaign],
    ['mx_Publisher_Reference', id],
    ['mx_Received_At', body.received_at],
    ['mx_Consent_Version', body.consent.version],
    ['mx_Consent_At', body.consent.at],
    ['mx_Guardian_Name', body.guardian?.name ?? null],
    ['mx_Guardian_Phone', body.guardian?.phone ?? null],
    ['SearchBy', 'Phone'],
  ];
  return attributes
    .filter(([, value]) => value !== null && value !== '')
    .map(([Attribute, Value]) => ({ Attribute, Value }));
}

type LeadsquaredAnswer = {
  Status?: unknown;
  Message?: { Id?: unknown; IsCreated?: unknown } | unknown;
  ExceptionMessage?: unknown;
};

const parse = (text: string): LeadsquaredAnswer | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as LeadsquaredAnswer) : null;
  } catch {
    return null;
  }
};

export function leadsquaredAdapter(timeoutMs: number): AdapterSend {
  return {
    async lead(target: Target, id: string, body: object): Promise<AdapterResult> {
      const [accessKey, secretKey] = (target.secret ?? ':').split(':');
      const url = `${target.url.replace(/\/+$/, '')}/v2/LeadManagement.svc/Lead.Capture?LeadUpdateBehavior=DoNotUpdate`;
      try {
        const { status, text } = await postJson(
          url,
          JSON.stringify(leadsquaredAttributes(id, body as DeliveryBody)),
          { 'x-LSQ-AccessKey': accessKey, 'x-LSQ-SecretKey': secretKey },
          timeoutMs,
        );
        const answer = parse(text);
        if (retriable(status)) return tryAgain(status);
        const success =
          status >= 200 && status < 300 && String(answer?.Status).toLowerCase() === 'success';
        if (success) {
          const message = (answer?.Message ?? {}) as { Id?: unknown; IsCreated?: unknown };
          return {
            answered: true,
            httpStatus: status,
            verdict: message.IsCreated === false ? 'duplicate' : 'accepted',
            message: message.IsCreated === false ? 'the lead was in LeadSquared already' : '',
            theirId: typeof message.Id === 'string' ? message.Id.slice(0, 100) : null,
          };
        }
        const reason =
          typeof answer?.ExceptionMessage === 'string'
            ? answer.ExceptionMessage
            : text.slice(0, 300);
        return rejection(status, reason);
      } catch (error) {
        return { answered: false, failure: requestFailure(error, timeoutMs) };
      }
    },
    // Lead.Capture carries leads only: an erasure becomes a task on the delivery page.
    event: null,
  };
}
