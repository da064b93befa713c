// A campaign against the lead API, as a directly served site meets it: many visitors, each from
// its own loopback address (Node's `localAddress` binds 127.0.0.x), each sending one genuine
// enquiry, while one other address floods. Used by `npm run bench:leads` and by
// e2e/campaign.spec.ts (run as `node scripts/test/campaign.mjs --port N [--ports N,M] …`, it prints
// its result as JSON). Bounded in count; stops by itself.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sampleLeadRequest } from '../../test-support/sample-lead-request.mjs';

/** The n-th loopback address from a first one, e.g. 127.0.0.10 + 3 = 127.0.0.13. */
export function loopbackAddress(first, n) {
  const parts = first.split('.').map(Number);
  const value = ((parts[1] << 16) | (parts[2] << 8) | parts[3]) + n;
  return `127.${(value >> 16) & 255}.${(value >> 8) & 255}.${value & 255}`;
}

/** One POST of a JSON body from a given local address; resolves to status and latency. */
export function postFrom({
  port,
  localAddress,
  path = '/api/b2b/leads/submit',
  body,
  headers = {},
}) {
  const text = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'] ?? null,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy());
    request.on('error', () =>
      resolve({ status: 0, retryAfter: null, ms: performance.now() - started }),
    );
    request.end(text);
  });
}

// Each enquiry is a person of its own: one phone or email sent twice would join the first as a
// repeat (docs/leads.md#repeat-enquiries-one-person-one-record) and not be a lead of its own.
const lead = (name, phone) => ({ ...sampleLeadRequest, name, phone, email: `${phone}@example.in` });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one campaign. Visitors start evenly over `spreadMs`, each from its own address, with a
 * fill time a person takes; the flood sends `flood` requests from one address at `floodRate` per
 * second (open loop), starting with the visitors. `ports` spreads both over several instances.
 */
export async function runCampaign({
  ports,
  visitors = 60,
  firstVisitor = '127.0.0.10',
  spreadMs = 3_000,
  flood = 300,
  flooder = '127.0.0.2',
  floodRate = 200,
  label = `campaign-${Date.now()}`,
}) {
  // Idempotency keys allow letters, digits and . _ : - only.
  const key = label.replace(/[^\w.:-]+/g, '-');
  // Ten-digit mobiles (6 to 9 first) of this run's own: 10,000 per millisecond of its start.
  const firstPhone = 6_000_000_000 + (Date.now() % 300_000) * 10_000;
  const phoneOf = (i) => String(firstPhone + i);
  const floodRuns = Array.from({ length: flood }, async (_, i) => {
    await sleep((i * 1000) / floodRate);
    return postFrom({
      port: ports[i % ports.length],
      localAddress: flooder,
      body: lead(`Flood ${i}`, phoneOf(visitors + i)),
      headers: { 'Idempotency-Key': `${key}-flood-${i}` },
    });
  });
  const visitorRuns = Array.from({ length: visitors }, async (_, i) => {
    await sleep((i * spreadMs) / visitors);
    const address = loopbackAddress(firstVisitor, i);
    const name = `${label} visitor ${i}`;
    const result = await postFrom({
      port: ports[i % ports.length],
      localAddress: address,
      body: lead(name, phoneOf(i)),
      headers: { 'Idempotency-Key': `${key}-visitor-${i}`, 'X-Fill-Time-Ms': '24000' },
    });
    return { ...result, name, address };
  });
  const [floodResults, visitorResults] = await Promise.all([
    Promise.all(floodRuns),
    Promise.all(visitorRuns),
  ]);
  return { visitors: visitorResults, flood: floodResults };
}

/** The q-th quantile (0–1) of latencies, in ms. */
export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      ports: { type: 'string' },
      visitors: { type: 'string' },
      flood: { type: 'string' },
      label: { type: 'string' },
    },
  });
  if (!values.ports) throw new Error('usage: node scripts/test/campaign.mjs --ports 3000[,3001] …');
  const result = await runCampaign({
    ports: values.ports.split(',').map(Number),
    ...(values.visitors ? { visitors: Number(values.visitors) } : {}),
    ...(values.flood ? { flood: Number(values.flood) } : {}),
    ...(values.label ? { label: values.label } : {}),
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
