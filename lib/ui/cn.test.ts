import { cn } from './cn';

describe('cn', () => {
  it('lets a later utility override an earlier one for the same property', () => {
    expect(cn('bg-brand-700 px-5 text-white', 'bg-accent text-ink')).toBe(
      'px-5 bg-accent text-ink',
    );
  });

  it('keeps our own breakpoints apart: a display per screen survives', () => {
    expect(cn('hidden', 'xs:inline-flex', 'sm:flex')).toBe('hidden xs:inline-flex sm:flex');
    expect(cn('hidden sm:inline-flex', 'inline-flex')).toBe('sm:inline-flex inline-flex');
  });

  it('drops falsy parts', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false })).toBe('a b');
  });
});
