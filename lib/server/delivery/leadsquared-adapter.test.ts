/** @jest-environment node */
// LeadSquared's Lead.Capture as the adapter calls it and reads it, against a stand-in on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { leadsquaredAdapter } from './leadsquared-adapter';
import type { DeliveryBody } from './delivery-payload';

const body: DeliveryBody = {
  reference: 'LWL-7',
  received_at: '2026-12-01T10:00:00.000Z',
  university: 'Amity University',
  university_id: 'amity',
  course: 'MBA-FT',
  city: 'New Delhi',
  name: 'Asha Rao',
  phone: '+919876543210',
  email: 'asha@example.in',
  guardian: null,
  consent: { version: 'admission-v3', at: '2026-12-01T09:59:00.000Z' },
  verified: null,
  source: { utm_source: 'google', utm_campaign: 'mba-2027' },
};

let server: http.Server;
let url: string;
const seen: { path: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(raw) });
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = () =>
  leadsquaredAdapter(2000).lead({ url, secret: 'u$access:sec$ret' }, 'LWL-7', body);

it('posts the mapped fields as attributes, the keys in headers, and reads a created lead as accepted', async () => {
  answer = {
    status: 200,
    body: JSON.stringify({ Status: 'Success', Message: { Id: 'abc-1', IsCreated: true } }),
  };
  expect(await send()).toEqual({
    answered: true,
    httpStatus: 200,
    verdict: 'accepted',
    message: '',
    theirId: 'abc-1',
  });
  const [call] = seen;
  expect(call.path).toBe('/v2/LeadManagement.svc/Lead.Capture?LeadUpdateBehavior=DoNotUpdate');
  expect(call.headers['x-lsq-accesskey']).toBe('u$access');
  expect(call.headers['x-lsq-secretkey']).toBe('sec$ret');
  expect(call.body).toEqual([
    { Attribute: 'FirstName', Value: 'Asha Rao' },
    { Attribute: 'EmailAddress', Value: 'asha@example.in' },
    { Attribute: 'Phone', Value: '+919876543210' },
    { Attribute: 'mx_Course', Value: 'MBA-FT' },
    { Attribute: 'mx_City', Value: 'New Delhi' },
    { Attribute: 'Source', Value: 'google' },
    { Attribute: 'SourceCampaign', Value: 'mba-2027' },
    { Attribute: 'mx_Publisher_Reference', Value: 'LWL-7' },
    { Attribute: 'mx_Received_At', Value: '2026-12-01T10:00:00.000Z' },
    { Attribute: 'mx_Consent_Version', Value: 'admission-v3' },
    { Attribute: 'mx_Consent_At', Value: '2026-12-01T09:59:00.000Z' },
    { Attribute: 'SearchBy', Value: 'Phone' },
  ]);
});

it('reads a lead it had already as a duplicate, an error as a rejection, a 5xx as a retry', async () => {
  answer = {
    status: 200,
    body: JSON.stringify({ Status: 'Success', Message: { Id: 'abc-0', IsCreated: false } }),
  };
  expect(await send()).toMatchObject({ verdict: 'duplicate', theirId: 'abc-0' });
  answer = {
    status: 400,
    body: JSON.stringify({
      Status: 'Error',
      ExceptionType: 'MXInvalidInputException',
      ExceptionMessage: 'Invalid phone',
    }),
  };
  expect(await send()).toMatchObject({ verdict: 'rejected', message: 'HTTP 400: Invalid phone' });
  answer = { status: 503, body: '' };
  expect(await send()).toEqual({
    answered: false,
    failure: { ok: false, http_status: 503, detail: 'HTTP 503', cause: 'HTTP 503' },
  });
});
