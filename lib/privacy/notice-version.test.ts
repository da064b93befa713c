import { LANGUAGES } from '../config/language';
import { PRIVACY_NOTICE_VERSION } from './notice-version';
import { noticeFingerprint, privacyNotices } from './privacy-notices';

describe('the privacy notice version', () => {
  it.each(LANGUAGES)(
    'in %s is the fingerprint of its text: an edit needs a new one',
    (language) => {
      expect(PRIVACY_NOTICE_VERSION[language]).toBe(noticeFingerprint(language));
    },
  );

  it('lists the same items in both languages, each with all its facts', () => {
    const [en, hi] = LANGUAGES.map((language) => privacyNotices[language]);
    expect(hi.items).toHaveLength(en.items.length);
    expect(hi.sections.map(({ paragraphs }) => paragraphs.length)).toEqual(
      en.sections.map(({ paragraphs }) => paragraphs.length),
    );
    for (const item of [...en.items, ...hi.items])
      for (const fact of Object.values(item)) expect(fact.length).toBeGreaterThan(3);
    for (const item of hi.items) expect(item.item).toMatch(/[\u0900-\u097F]/);
  });

  it('names every item issue 45 asks for, with the receivers it asks for', () => {
    const text = JSON.stringify(privacyNotices.en);
    for (const item of ['name', 'mobile number', 'email', 'course', 'city', 'message', 'website'])
      expect(privacyNotices.en.items.some(({ item: name }) => name.includes(item))).toBe(true);
    for (const said of [
      'first touch',
      'Device details',
      'hosted enquiry system',
      'alerts',
      'hashed form',
      'Data Protection Board',
      'withdraw',
    ])
      expect(text).toContain(said);
  });
});
