import {
  acceptableUrl,
  AD_PARAMETERS,
  adParameters,
  hasAdParameters,
  isWebAddress,
  MAX_URL_LENGTH,
} from './attribution';

const none = Object.fromEntries(AD_PARAMETERS.map((name) => [name, null]));

describe('adParameters', () => {
  it('reads every click id and UTM tag into its own field', () => {
    const url =
      'https://leadwise.example/services/google-ads?gclid=g1&gbraid=gb1&wbraid=wb1&fbclid=f1&msclkid=m1' +
      '&utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_term=seo+agency&utm_content=ad-a&page=2';
    expect(adParameters(url)).toEqual({
      gclid: 'g1',
      gbraid: 'gb1',
      wbraid: 'wb1',
      fbclid: 'f1',
      msclkid: 'm1',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali',
      utm_term: 'seo agency',
      utm_content: 'ad-a',
    });
  });

  it('decodes encoded values, Devanagari included', () => {
    const url = `https://x.in/?utm_campaign=${encodeURIComponent('दिवाली सेल & more')}&utm_term=a%2Bb%3Dc`;
    expect(adParameters(url)).toMatchObject({
      utm_campaign: 'दिवाली सेल & more',
      utm_term: 'a+b=c',
    });
  });

  it('takes the first non-empty value of a repeated key', () => {
    expect(adParameters('https://x.in/?gclid=&gclid=%20&gclid=second&gclid=third').gclid).toBe(
      'second',
    );
  });

  it('is null for absent or empty parameters, and ignores the fragment', () => {
    expect(adParameters('https://x.in/?utm_source=&x=1#gclid=abc')).toEqual(none);
  });

  it('reads a 2 KB URL and caps a single value at 500 characters', () => {
    const url = `https://x.in/?utm_source=google&gclid=${'a'.repeat(1900)}`;
    expect(url.length).toBeGreaterThan(1900);
    const parsed = adParameters(url);
    expect(parsed.utm_source).toBe('google');
    expect(parsed.gclid).toHaveLength(500);
  });

  it('caps a UTM tag at 100 characters, never splitting one, so 500 CJK ones fit an index', () => {
    const long = '漢'.repeat(500);
    const emoji = '😀'.repeat(150);
    const parsed = adParameters(
      `https://x.in/?utm_campaign=${encodeURIComponent(long)}&utm_source=${encodeURIComponent(emoji)}`,
    );
    expect(parsed.utm_campaign).toBe('漢'.repeat(100));
    expect(Buffer.byteLength(parsed.utm_campaign!)).toBe(300);
    expect(parsed.utm_source).toBe('😀'.repeat(100));
  });

  it('removes the control characters a value decodes to, and empties one that held nothing else', () => {
    const url =
      'https://x.in/?utm_source=a%00b&utm_medium=%1B%5B2Jcpc%7F&utm_campaign=%C2%85x%09y&gclid=%00%01&gclid=g1&fbclid=%1B';
    expect(adParameters(url)).toEqual({
      ...none,
      utm_source: 'ab',
      utm_medium: '[2Jcpc',
      utm_campaign: 'xy',
      gclid: 'g1',
    });
  });

  it.each([
    'javascript:alert(1)?gclid=x',
    'android-app://com.google.android.gm/?gclid=x',
    'ftp://x.in/?gclid=x',
    '/relative?gclid=x',
    'not a url',
    '',
  ])('finds none in %j, which is no http(s) address', (url) => {
    expect(isWebAddress(url)).toBe(false);
    expect(adParameters(url)).toEqual(none);
    expect(hasAdParameters(url)).toBe(false);
  });
});

describe('acceptableUrl', () => {
  it('keeps an http(s) URL within the cap as it is', () => {
    const url = 'https://x.in/faq?utm_source=google#top';
    expect(acceptableUrl(url)).toBe(url);
  });

  it('empties what is no web address', () => {
    expect(acceptableUrl('android-app://com.google.android.gm/')).toBe('');
  });

  it('shortens an over-long URL to its ad parameters', () => {
    const url = `https://x.in/p?junk=${'j'.repeat(3000)}&gclid=abc&utm_source=google#frag`;
    expect(acceptableUrl(url)).toBe('https://x.in/p?gclid=abc&utm_source=google');
  });

  it('empties a URL that is too long even without its extras', () => {
    expect(acceptableUrl(`https://x.in/${'p'.repeat(MAX_URL_LENGTH)}`)).toBe('');
  });
});
