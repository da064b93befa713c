import { adIdentifiers, cookieValues, MAX_IDENTIFIER_LENGTH } from './ad-identifiers';

// Meta's examples (ClickID and the fbp and fbc parameters).
const FBCLID = 'IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk';
const FBP = 'fb.1.1596403881668.1116446470';
const SEEN_AT = new Date('2026-11-20T04:30:00.000Z');
const SEEN_MS = SEEN_AT.getTime();

const visit = (cookies: string, fbclid: string | null = null) =>
  adIdentifiers({ cookies, fbclid, seenAt: SEEN_AT });

describe('the ad identifiers kept with a lead', () => {
  it('are none for a visit without the cookies or an fbclid', () => {
    expect(visit('')).toEqual({ fbc: null, fbp: null, ga_client_id: null });
    expect(visit('theme=dark; session=abc')).toEqual({ fbc: null, fbp: null, ga_client_id: null });
  });

  it("make fbc from the landing URL's fbclid in Meta's fb.1.<ms>.<fbclid> form", () => {
    expect(visit('', FBCLID).fbc).toBe(`fb.1.${SEEN_MS}.${FBCLID}`);
  });

  it("take the Pixel's _fbc cookie when it names the same click, with that click's own time", () => {
    const cookie = `fb.1.1763612345678.${FBCLID}`;
    expect(visit(`_fbc=${cookie}`, FBCLID).fbc).toBe(cookie);
    expect(visit(`_fbc=${cookie}`).fbc).toBe(cookie);
  });

  it('make fbc from a new Meta click rather than keep the cookie of an older one', () => {
    expect(visit('_fbc=fb.1.1763612345678.older', FBCLID).fbc).toBe(`fb.1.${SEEN_MS}.${FBCLID}`);
  });

  it("keep the _fbp cookie and GA4's client id from the _ga cookie", () => {
    expect(visit(`_ga=GA1.1.1234567890.1763612345; _fbp=${FBP}`)).toEqual({
      fbc: null,
      fbp: FBP,
      ga_client_id: '1234567890.1763612345',
    });
    expect(visit('_ga=GA1.2.987654321.1700000000').ga_client_id).toBe('987654321.1700000000');
  });

  it.each([
    ['_fbp=fb.1.abc.123', 'fbp'],
    ['_fbp=fb.1.1596403881668.1116446470%00', 'fbp'],
    ['_fbp=<script>', 'fbp'],
    ['_fbc=fb.1.1763612345678.abc def', 'fbc'],
    ['_fbc=fb.9.1763612345678.abc', 'fbc'],
    ['_ga=GA1.1.1234567890', 'ga_client_id'],
    ['_ga=GA2.1.1.2', 'ga_client_id'],
    ['_ga=GS1.1.1763612345.1.0.1763612345.0.0.0', 'ga_client_id'],
  ])('drop %j, which is not in its form, and keep the lead', (cookies, identifier) => {
    expect(visit(cookies)).toMatchObject({ [identifier]: null });
  });

  it('drop an fbclid Meta could not have issued, and an identifier over the length cap', () => {
    expect(visit('', 'abc%00def').fbc).toBeNull();
    expect(visit('', '=cmd|').fbc).toBeNull();
    expect(visit('', 'a'.repeat(MAX_IDENTIFIER_LENGTH)).fbc).toBeNull();
    expect(visit(`_fbc=fb.1.1763612345678.${'a'.repeat(MAX_IDENTIFIER_LENGTH)}`).fbc).toBeNull();
  });

  it('accept the extra part the parameter builder library appends', () => {
    expect(visit(`_fbc=fb.1.1763612345678.${FBCLID}.Bg`).fbc).toBe(
      `fb.1.1763612345678.${FBCLID}.Bg`,
    );
  });
});

describe('a Cookie header', () => {
  it('gives each value by name, percent-decoded, the first of a repeated name', () => {
    const jar = cookieValues(' _fbp=fb.1.1.2 ; a=%41b;a=second; broken; =x; bad=%E0%A4');
    expect([...jar]).toEqual([
      ['_fbp', 'fb.1.1.2'],
      ['a', 'Ab'],
      ['bad', '%E0%A4'],
    ]);
  });
});
