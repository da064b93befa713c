// One lead posted to the lead API as the benchmarks send it: the sample request, told apart by
// its key (its idempotency key, its email and its phone), on a shared keep-alive agent.
import crypto from 'node:crypto';
import http from 'node:http';
import { sampleLeadRequest } from '../../test-support/sample-lead-request.mjs';

/** Resolves with the answer's status, or 0 when the connection failed. */
export function postLead(agent, port, key) {
  // A person of its own: with one phone, every lead was a repeat enquiry of one person's lead,
  // waiting for that person's lock behind all the others.
  const phone = `9${String(crypto.createHash('sha256').update(key).digest().readUInt32BE() % 1e9).padStart(9, '0')}`;
  const body = JSON.stringify({ ...sampleLeadRequest, email: `${key}@example.in`, phone });
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/b2b/leads/submit',
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Idempotency-Key': key,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}
