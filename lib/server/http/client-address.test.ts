/** @jest-environment node */
import { addressKey, clientAddress } from './client-address';

const from = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor });

describe('clientAddress', () => {
  it('served directly, is the connection address the server put last, whatever the client wrote', () => {
    expect(clientAddress(from('127.0.0.10'), 0)).toBe('127.0.0.10');
    expect(clientAddress(from('203.0.113.9, 127.0.0.11'), 0)).toBe('127.0.0.11');
    expect(clientAddress(from('1.2.3.4, 5.6.7.8, 127.0.0.12'), 0)).toBe('127.0.0.12');
  });

  it('behind N trusted proxies, is the entry N places left of the connection', () => {
    const chain = from('203.0.113.9, 198.51.100.7, 10.0.0.2, 127.0.0.1');
    expect(clientAddress(chain, 1)).toBe('10.0.0.2');
    expect(clientAddress(chain, 2)).toBe('198.51.100.7');
    expect(clientAddress(chain, 3)).toBe('203.0.113.9');
  });

  it('falls back to the leftmost entry when the chain is shorter than the hops', () => {
    expect(clientAddress(from('198.51.100.7'), 3)).toBe('198.51.100.7');
  });

  it('is "unknown" without any address', () => {
    expect(clientAddress(from(), 0)).toBe('unknown');
    expect(clientAddress(from(' , '), 1)).toBe('unknown');
  });
});

describe('addressKey', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['198.51.100.7:53211', '198.51.100.7'],
    ['::ffff:127.0.0.10', '127.0.0.10'],
    ['::FFFF:7f00:000a', '127.0.0.10'],
    ['[::ffff:127.0.0.10]:443', '127.0.0.10'],
    ['2401:4900:1c2a:5e1f:8d3:2aa1:91e:4b77', '2401:4900:1c2a:5e1f::/64'],
    ['2401:4900:1c2a:5e1f::1', '2401:4900:1c2a:5e1f::/64'],
    ['[2401:4900:1c2a:5e1f::1]:8080', '2401:4900:1c2a:5e1f::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
  ])('%s counts as %s', (raw, key) => {
    expect(addressKey(raw)).toBe(key);
  });

  it('gives every address of one /64 the same key, and another /64 its own', () => {
    expect(addressKey('2401:db8:1:2::a')).toBe(addressKey('2401:db8:1:2:ffff::b'));
    expect(addressKey('2401:db8:1:2::a')).not.toBe(addressKey('2401:db8:1:3::a'));
  });

  it('keeps something that is no address as its own, bounded key', () => {
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
    expect(addressKey('x'.repeat(500))).toHaveLength(100);
    expect(addressKey('   ')).toBe('unknown');
  });
});
