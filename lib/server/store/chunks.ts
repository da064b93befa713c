/** At most this many values in one `in (…)`: well under each engine's limit on parameters. */
const CHUNK = 500;

/** `values` in slices of at most CHUNK, for one statement each. */
export function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
}
