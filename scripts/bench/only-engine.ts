import type { Engine } from '@/test-support/test-databases';

/** `--engine sqlite` or `--engine postgres`: a benchmark measures that one only. */
export function onlyEngine(): Engine | undefined {
  const at = process.argv.indexOf('--engine');
  if (at === -1) return undefined;
  const engine = process.argv[at + 1];
  if (engine !== 'sqlite' && engine !== 'postgres')
    throw new Error('--engine takes sqlite or postgres');
  return engine;
}
