import { mentionPattern, urlOrigin, urlPath, withoutMentions } from './erasure-values';

it('finds a phone however it was written, and an email in any case, in free text', () => {
  const pattern = mentionPattern(['9123987456'], ['meena.iyer@example.in'])!;
  const said = (text: string) => withoutMentions(text, pattern);
  expect(said('Call 9123987456 or +91 91239-87456 or 091239 87456 or 0091-9123987456')).toBe(
    'Call [erased] or [erased] or [erased] or [erased]',
  );
  expect(said('Mail MEENA.IYER@example.in today')).toBe('Mail [erased] today');
  // Other digits around it make another number: left alone.
  expect(said('Ref 19123987456 and 91239874567')).toBeNull();
  expect(said('Nothing of hers here')).toBeNull();
  expect(mentionPattern([], [])).toBeNull();
});

it('keeps our pages without their query, and another site as its origin', () => {
  expect(urlPath('https://leadwise.in/admissions/lpu?gclid=abc&utm_source=g#form')).toBe(
    'https://leadwise.in/admissions/lpu',
  );
  expect(urlOrigin('https://www.facebook.com/profile/meena?fbclid=1')).toBe(
    'https://www.facebook.com',
  );
  expect(urlPath('not an address')).toBe('');
  expect(urlOrigin('')).toBe('');
});
