import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../config/language';
import { fingerprint } from '../leads/consent-statement';
import { EARLIER_NOTICE_VERSIONS, PRIVACY_NOTICE_VERSION } from './notice-version';
import { noticeFingerprint, privacyNotices } from './privacy-notices';

const RECORD = 'content/privacy-notice-versions';
const recorded = (version: string) =>
  JSON.parse(fs.readFileSync(path.join(RECORD, `${version}.json`), 'utf8')) as unknown;

describe('the privacy notice version', () => {
  it.each(LANGUAGES)(
    'in %s is the fingerprint of its text: an edit needs a new one',
    (language) => {
      expect(PRIVACY_NOTICE_VERSION[language]).toBe(noticeFingerprint(language));
    },
  );

  it.each(LANGUAGES)(
    'in %s keeps the text of every version on record, the current one too, each its own fingerprint',
    (language) => {
      // A new version's record: JSON.stringify(privacyNotices[language]) in <version>.json.
      expect(recorded(PRIVACY_NOTICE_VERSION[language])).toEqual(privacyNotices[language]);
      for (const version of [
        PRIVACY_NOTICE_VERSION[language],
        ...EARLIER_NOTICE_VERSIONS[language],
      ])
        expect(`notice-${language}-${fingerprint(JSON.stringify(recorded(version)))}`).toBe(
          version,
        );
      expect(
        fs.readdirSync(RECORD).filter((file) => file.startsWith(`notice-${language}-`)),
      ).toHaveLength(1 + EARLIER_NOTICE_VERSIONS[language].length);
    },
  );

  it('says the phone may be verified by a code by SMS through MSG91, and what is erased with the lead', () => {
    const [code] = privacyNotices.en.items.filter(({ item }) => item.includes('one-time code'));
    expect(code.what).toContain('6-digit code we send to your mobile number by SMS');
    expect(code.kept).toContain(
      '(an HMAC). That and the number the code went to are erased with your enquiry',
    );
    expect(code.receivers).toMatch(
      /^MSG91 \(Walkover Web Solutions, Indore\), .* as our processor/,
    );
    expect(JSON.stringify(privacyNotices.hi)).toContain('MSG91');
  });

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
