import 'server-only';
import { createHash } from 'node:crypto';
import { MAX_JSON_DEPTH } from './http';

/**
 * JSON with object keys sorted, so the same data gives the same text whatever its key order.
 * Its recursion is bounded: a body nested deeper than the API takes (readJsonBody refuses it
 * first) is an error here, never a stack overflow.
 */
function canonical(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (depth >= MAX_JSON_DEPTH)
    throw new RangeError(`Cannot digest data nested over ${MAX_JSON_DEPTH} levels deep`);
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item, depth + 1)}`).join(',')}}`;
}

/** A digest of a request body: equal for the same data, whatever its spacing or key order. */
export const requestDigest = (body: unknown) =>
  createHash('sha256').update(canonical(body, 0)).digest('hex');
