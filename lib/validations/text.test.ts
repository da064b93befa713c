import { isStorableText, isWellFormed, withoutControls } from './text';

describe('storable text', () => {
  it('keeps ordinary text in any script, emoji included', () => {
    for (const text of ['Asha Verma', 'आशा वर्मा', 'Grüße aus Köln', 'ठीक है 👍', ''])
      expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line break in a one-line field', 'a\nb'],
    ['a tab in a one-line field', 'a\tb'],
  ])('refuses %s', (_label, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it('keeps tabs and line breaks in a message, but not other controls', () => {
    expect(isStorableText('line one\r\nline two\n\tindented', { multiline: true })).toBe(true);
    expect(isStorableText('line one\u0000', { multiline: true })).toBe(false);
  });

  it.each([
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a high surrogate at the end', 'ab\ud83d'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('refuses %s', (_label, text) => {
    expect(isWellFormed(text)).toBe(false);
    expect(isStorableText(text, { multiline: true })).toBe(false);
  });

  it('removes control characters, keeping tabs and line breaks where allowed', () => {
    const text = 'a\u0000b\u001b[31mc\u007f\u0085d\te\r\nf';
    expect(withoutControls(text)).toBe('ab[31mcdef');
    expect(withoutControls(text, { multiline: true })).toBe('ab[31mcd\te\r\nf');
  });
});
