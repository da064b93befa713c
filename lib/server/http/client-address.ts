import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0];
  // An embedded IPv4 tail (::ffff:1.2.3.4) as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

/**
 * The rate-limit key of one address. An IPv4-mapped IPv6 address is its IPv4 address; another
 * IPv6 address counts by its /64, since one household or phone picks freely among a /64's
 * addresses. A port is dropped. What is no address at all is kept, truncated, as its own key.
 */
export function addressKey(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.split(':')[0];
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.slice(0, 100) || 'unknown';
  if (groups.slice(0, 5).every((group) => group === '0000') && groups[5] === 'ffff') {
    const [high, low] = [parseInt(groups[6], 16), parseInt(groups[7], 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Who sent this request, as the server can best tell. The production server (runtime/serve.mjs)
 * appends the connection's address to X-Forwarded-For, as each proxy in front appends (or, as
 * deploy/nginx.conf does, sets) the address it saw; Next itself puts the connection's address
 * there when the client sent none. So the rightmost entry is the connection's, and the client is
 * the entry `trustedProxyHops` places left of it: served directly (0) the connection itself,
 * whatever the client wrote; behind nginx (1) the address nginx saw. OWASP ASVS 5.0 V4.1.3.
 */
export function clientAddress(headers: Pick<Headers, 'get'>, trustedProxyHops: number): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const entry = hops[hops.length - 1 - trustedProxyHops] ?? hops[0];
  return entry ? addressKey(entry) : 'unknown';
}
