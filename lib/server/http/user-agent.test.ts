/** @jest-environment node */
import { userAgent } from './user-agent';

/** A request whose User-Agent bytes are `utf8`, read as Node reads them (Latin-1). */
const sentAs = (value: string, encoding: BufferEncoding = 'utf8') =>
  new Headers({ 'User-Agent': Buffer.from(value, encoding).toString('latin1') });

describe('userAgent', () => {
  it('decodes a UTF-8 User-Agent', () => {
    expect(userAgent(sentAs('LeadwiseApp/1.0 (आशा का फ़ोन) ✓'))).toBe(
      'LeadwiseApp/1.0 (आशा का फ़ोन) ✓',
    );
  });

  it('keeps a Latin-1 one that is not UTF-8 as read', () => {
    expect(userAgent(sentAs('Navigateur café', 'latin1'))).toBe('Navigateur café');
  });

  it('keeps an ordinary one, drops control characters and caps the length by character', () => {
    expect(userAgent(sentAs('Mozilla/5.0 (Linux; Android 14)'))).toBe(
      'Mozilla/5.0 (Linux; Android 14)',
    );
    expect(userAgent(sentAs('a\u0001b\u007fc'))).toBe('abc');
    const long = userAgent(sentAs('😀'.repeat(600)));
    expect(Array.from(long)).toHaveLength(512);
    expect(long.isWellFormed()).toBe(true);
  });

  it('is empty without one', () => {
    expect(userAgent(new Headers())).toBe('');
  });
});
