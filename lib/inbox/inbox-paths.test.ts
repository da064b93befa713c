import { safeNext, signInPath } from './inbox-paths';

describe('where a sign-in sends its operator on', () => {
  it.each([
    '/inbox',
    '/inbox/two-factor',
    '/inbox/export?format=csv',
    '/inbox#top',
    '/portal',
    '/portal/amity/leads/12',
  ])('keeps %s', (path) => expect(safeNext(path)).toBe(path));

  it.each([
    'https://evil.example/inbox',
    '//evil.example/inbox',
    '/inbox//evil.example',
    '/inbox/\\evil.example',
    '/inboxes',
    '/portals',
    '/portal//evil.example',
    '/',
    '',
    ['/inbox', '/x'],
    undefined,
  ])('sends %p home instead', (next) => expect(safeNext(next)).toBe('/inbox'));

  it('names the page to return to, unless it is the inbox itself', () => {
    expect(signInPath('/inbox')).toBe('/inbox/sign-in');
    expect(signInPath('/inbox/export?format=csv')).toBe(
      '/inbox/sign-in?next=%2Finbox%2Fexport%3Fformat%3Dcsv',
    );
  });
});
