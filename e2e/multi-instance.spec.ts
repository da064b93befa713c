import { startFakeHostedApi, type FakeHostedApi } from '@/test-support/fake-hosted-api';
import type { OutboxReport } from '@/lib/server/outbox/outbox-report';
import { freshDatabase, type TestDatabase } from '@/test-support/test-databases';
import { sampleLeadRequest } from '@/test-support/sample-lead-request.mjs';
import { E2E_PORT } from './env';
import { expect } from '@playwright/test';
import { eventually, startServer, stopServer, waitUntilUp, test } from './server-process';
import { addOperator, exportLeads, peopleByName, runLeads } from './support';

// Two production servers on different ports sharing one PostgreSQL, as behind the nginx
// upstream: each lead lands once, the rate limit counts across both, and forwarding to the
// hosted API sends each lead once between them; the counsellors' rotation is one between them.

const PORTS = [E2E_PORT + 900, E2E_PORT + 901];
const LIMIT = 6;

test.describe.configure({ mode: 'serial' });

let database: TestDatabase;
let api: FakeHostedApi;
let servers: Awaited<ReturnType<typeof startServer>>[] = [];

test.beforeAll(async () => {
  database = await freshDatabase('postgres', { empty: true });
  api = await startFakeHostedApi('ok');
  servers = await Promise.all(
    PORTS.map((port) =>
      startServer(port, {
        ...database.env,
        RATE_LIMIT_POINTS: String(LIMIT),
        TRUST_PROXY_HOPS: '1',
        LEADS_FORWARD_BASE: api.base,
        FORWARD_POLL_MS: '200',
        FORWARD_RETRY_BASE_MS: '200',
      }),
    ),
  );
  await Promise.all(PORTS.map(waitUntilUp));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server, 'SIGTERM')));
  await api?.close();
  await database?.drop();
});

// Each lead from a person of its own, so that none joins another as a repeat; a keyed lead sent
// to both instances is one request, from one person.
const personNamed = peopleByName();

const send = (port: number, name: string, clientIp: string, key?: string) =>
  fetch(`http://127.0.0.1:${port}/api/b2b/leads/submit`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': clientIp,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ ...sampleLeadRequest, ...personNamed(name) }),
  });

test('leads sent to both instances land once each, even one key sent to both at once', async () => {
  const plain = await Promise.all(
    Array.from({ length: 20 }, (_, i) => send(PORTS[i % 2], `Plain ${i}`, `198.51.100.${i + 1}`)),
  );
  const twice = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      Promise.all(
        PORTS.map((port, side) =>
          send(port, `Keyed ${i}`, `203.0.113.${i * 2 + side + 1}`, `multi-key-${i}`),
        ),
      ),
    ),
  );
  for (const response of [...plain, ...twice.flat()]) expect(response.status).toBe(200);

  const { leads } = await exportLeads(database.env);
  const names = leads.map((lead) => lead.name as string).sort();
  expect(names).toEqual(
    [
      ...Array.from({ length: 20 }, (_, i) => `Plain ${i}`),
      ...Array.from({ length: 10 }, (_, i) => `Keyed ${i}`),
    ].sort(),
  );
  const keys = leads.map((lead) => lead.idempotency_key).filter(Boolean);
  expect(new Set(keys).size).toBe(10);

  // Both instances forward from the one outbox; each lead reaches the hosted API once.
  await eventually(() => api.state.delivered.length >= 30);
  const report: OutboxReport = JSON.parse(
    await runLeads(['outbox', '--format', 'json'], database.env),
  );
  expect(report.summary).toEqual({ pending: 0, failing: 0, delivered: 30 });
  const forwarded = api.state.delivered.map((call) => (call.body as { name: string }).name);
  expect(forwarded.sort()).toEqual(names);
});

test('the rate limit counts one client across both instances', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) {
    statuses.push((await send(PORTS[i % 2], `Limited ${i}`, '192.0.2.77')).status);
  }
  expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
  expect(
    (await exportLeads(database.env)).leads.filter((lead) => /^Limited/.test(lead.name as string)),
  ).toHaveLength(LIMIT);
});

test("the counsellors' rotation is one across both instances: leads go to each in turn, a burst to both within one", async () => {
  const team = ['asha', 'bilal', 'chitra'];
  for (const name of team)
    await addOperator(database.env, `${name}@multi-e2e.in`, name, 'counsellor');
  const ownerOf = async () =>
    new Map(
      (await exportLeads(database.env)).leads.map((lead) => [
        lead.name as string,
        lead.owner as string,
      ]),
    );
  // One after another, each to the other instance than the last: a rotation kept by each
  // instance would give each counsellor two in a row.
  for (let i = 0; i < 6; i++)
    expect((await send(PORTS[i % 2], `Turn ${i}`, `198.51.100.${i + 101}`)).status).toBe(200);
  const owners = await ownerOf();
  const inTurn = Array.from({ length: 6 }, (_, i) => owners.get(`Turn ${i}`));
  expect(new Set(inTurn.slice(0, 3)).size).toBe(3);
  expect(inTurn.slice(3)).toEqual(inTurn.slice(0, 3));

  // At once, to both: each lead one owner, the shares within one.
  const burst = await Promise.all(
    Array.from({ length: 12 }, (_, i) => send(PORTS[i % 2], `Burst ${i}`, `198.51.100.${i + 121}`)),
  );
  for (const response of burst) expect(response.status).toBe(200);
  const after = await ownerOf();
  const shares = team.map(
    (name) =>
      Array.from({ length: 12 }, (_, i) => after.get(`Burst ${i}`)).filter(
        (owner) => owner === name,
      ).length,
  );
  expect(shares).toEqual([4, 4, 4]);
});
