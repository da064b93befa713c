import { retryAfterMs, retryAfterText } from './retry-after';

describe('retryAfterText', () => {
  it('reads seconds', () => {
    expect(retryAfterText('30')).toBe('30 seconds');
    expect(retryAfterText(' 1 ')).toBe('1 second');
  });

  it('rounds a longer wait up to whole minutes', () => {
    expect(retryAfterText('60')).toBe('1 minute');
    expect(retryAfterText('61')).toBe('2 minutes');
    expect(retryAfterText('900')).toBe('15 minutes');
  });

  it('reads an HTTP date against the current time', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterText('Wed, 21 Oct 2026 07:28:45 GMT', now)).toBe('45 seconds');
    expect(retryAfterText('Wed, 21 Oct 2026 07:31:00 GMT', now)).toBe('3 minutes');
  });

  it('gives nothing for a missing, unreadable or past value', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterText(null)).toBeNull();
    expect(retryAfterText('')).toBeNull();
    expect(retryAfterText('soon')).toBeNull();
    expect(retryAfterText('0')).toBeNull();
    expect(retryAfterText('Wed, 21 Oct 2026 07:00:00 GMT', now)).toBeNull();
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or an HTTP date as milliseconds, and nothing for a past or unreadable one', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:45 GMT', now)).toBe(45_000);
    expect(retryAfterMs('0')).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
