import 'server-only';
import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same data gives the same text whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A digest of a request body: equal for the same data, whatever its spacing or key order. */
export const requestDigest = (body: unknown) =>
  createHash('sha256').update(canonical(body)).digest('hex');
