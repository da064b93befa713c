// Types of bench-figures.mjs, for the TypeScript benchmarks that share it.
export function percentile(values: number[], p: number): number;
export function figures(values: number[]): { count: number; p50: number; p95: number; max: number };
export function writeBetweenMarkers(
  doc: string,
  markers: [string, string],
  lines: string,
): Promise<void>;
