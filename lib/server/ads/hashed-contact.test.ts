/** @jest-environment node */
import { googleHashedContact, metaHashedContact, sha256Hex } from './hashed-contact';

describe('SHA-256 in lower-case hex', () => {
  // FIPS 180-2, appendix B (SHA-256 examples), and the empty message.
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ])('of %j is the published digest', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  // Meta's Conversions API, customer information parameters: the normalised examples of em and
  // ph and the SHA-256 output the page expects of them.
  it.each([
    ['john_smith@gmail.com', '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f'],
    ['16505551212', 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176'],
  ])("of Meta's example %j is the hash Meta's page gives", (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  it('hashes the UTF-8 bytes of a text beyond ASCII', () => {
    // Meta's example for a first name outside the Roman alphabet.
    expect(sha256Hex('정')).toBe(
      '8fa8cd9c440be61d0151429310034083132b35975c4bea67fdd74158eb51db14',
    );
  });
});

describe("a lead's contact, hashed for each platform", () => {
  const lead = { email: ' Asha.Verma@Gmail.com ', phone: '+91 98765 43210' };

  it('is, for Google, the hash of the Gmail-normalised email and of the phone in E.164', () => {
    expect(googleHashedContact(lead)).toEqual({
      email: sha256Hex('ashaverma@gmail.com'),
      phone: sha256Hex('+919876543210'),
    });
  });

  it("is, for Meta, the hash of the lower-case email and of the phone's digits", () => {
    expect(metaHashedContact(lead)).toEqual({
      email: sha256Hex('asha.verma@gmail.com'),
      phone: sha256Hex('919876543210'),
    });
  });

  it('hashes nothing for a missing email or a number that is no Indian mobile', () => {
    const none = { email: '  ', phone: '12345' };
    expect(googleHashedContact(none)).toEqual({ email: null, phone: null });
    expect(metaHashedContact(none)).toEqual({ email: null, phone: null });
  });
});
