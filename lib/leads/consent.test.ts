import { admissionConsent, admissionNotice, noticeLinkEn, proposalNotice } from '@/content/consent';
import { admissionConsentHi, admissionNoticeHi, noticeLinkHi } from '@/content/hi/consent';
import { PRIVACY_NOTICE_VERSION } from '../privacy/notice-version';
import { admissionConsentStatement } from '../admission/admission-consent';
import { consentStatements, consentText } from './consent';
import { consentStatement, plainText, underNotice } from './consent-statement';

describe('consent statements', () => {
  it('are the texts the forms render, the admission checkbox followed by its notice, then the notice version linked', () => {
    expect(consentStatements.proposal.text).toBe(
      `${plainText(proposalNotice)}\n${plainText(noticeLinkEn)}\nPrivacy notice: ${PRIVACY_NOTICE_VERSION.en}`,
    );
    expect(consentStatements.admission.text).toBe(
      `${plainText(admissionConsent)}\n${plainText(admissionNotice)}\n${plainText(noticeLinkEn)}\nPrivacy notice: ${PRIVACY_NOTICE_VERSION.en}`,
    );
    expect(consentStatements.admission.text).toMatch(
      /^I agree to be contacted by phone, SMS, WhatsApp and email about admissions \(see our privacy policy\)\.\n/,
    );
  });

  it('name each text by a version that changes with any edit', () => {
    const base = consentStatement(
      'proposal-en',
      [proposalNotice, noticeLinkEn],
      PRIVACY_NOTICE_VERSION.en,
    );
    expect(base).toEqual(consentStatements.proposal);
    expect(base.version).toMatch(/^proposal-en-[0-9a-f]{8}$/);
    const edited = consentStatement('proposal-en', [
      { ...proposalNotice, after: proposalNotice.after.replace('.', '!') },
    ]);
    expect(edited.version).not.toBe(base.version);
    // A new notice version (its text edited) is a new version of every form's statement.
    const renoticed = consentStatement(
      'proposal-en',
      [proposalNotice, noticeLinkEn],
      'notice-en-ffffffff',
    );
    expect(renoticed.version).not.toBe(base.version);
    expect(
      consentStatement('proposal-en', [proposalNotice, noticeLinkEn], PRIVACY_NOTICE_VERSION.en)
        .version,
    ).toBe(base.version);
  });

  it('look a version up, and know nothing of one they never had', () => {
    expect(consentText(consentStatements.admission.version)).toBe(consentStatements.admission.text);
    expect(consentText('proposal-en-00000000')).toBeNull();
  });

  it('still know what a page loaded before the notice changed showed, under its own version', () => {
    // The versions the forms sent while the notice was at its first versions (before issue 73).
    const before = {
      'proposal-en-f080e157': ['notice-en-f21c5402', consentStatements.proposal],
      'admission-hi-c1d6ebc7': ['notice-hi-910ac4d2', consentStatements.admissionHi],
    } as const;
    for (const [version, [notice, now]] of Object.entries(before)) {
      expect(consentText(version)).toBe(
        now.text.replace(/Privacy notice: \S+$/, `Privacy notice: ${notice}`),
      );
      expect(version).not.toBe(now.version);
    }
    expect(underNotice(consentStatements.admission, PRIVACY_NOTICE_VERSION.en)).toEqual(
      consentStatements.admission,
    );
  });

  it('describe what is collected and why, in one sentence each', () => {
    for (const notice of [proposalNotice, admissionNotice]) {
      const text = plainText(notice);
      expect(text).toMatch(/page or ad that brought you/);
      expect(text.match(/[.!?](\s|$)/g)).toHaveLength(1);
      expect(notice.link).toBe('privacy policy');
    }
  });

  it('hold the Hindi admission texts apart, under a version of their own', () => {
    const hindi = consentStatements.admissionHi;
    expect(hindi.text).toBe(
      `${plainText(admissionConsentHi)}\n${plainText(admissionNoticeHi)}\n${plainText(noticeLinkHi)}\nPrivacy notice: ${PRIVACY_NOTICE_VERSION.hi}`,
    );
    expect(hindi.version).toMatch(/^admission-hi-[0-9a-f]{8}$/);
    expect(hindi.text).toMatch(/^मैं सहमत हूँ/);
    expect(consentText(hindi.version)).toBe(hindi.text);
    expect(admissionConsentStatement('hi')).toBe(hindi);
    expect(admissionConsentStatement('en')).toBe(consentStatements.admission);
    // One sentence, ending with the danda, linking to the same privacy policy.
    const notice = plainText(admissionNoticeHi);
    expect(notice.match(/[।?!](\s|$)/g)).toHaveLength(1);
    expect(admissionNoticeHi.link).toBe(admissionConsentHi.link);
  });
});
