import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone sent is the configured one, in constant time: both are hashed first, so
 * neither their contents nor their lengths change how long the comparison takes.
 */
export function sameSecret(sent: string | null, expected: string): boolean {
  if (sent === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}
