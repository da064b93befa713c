/** @jest-environment node */
import { PHONE_CHECK_COOKIE } from './phone-check-start';
import { codeStepRoute, codesFor } from './code-step-route';

const holding = (...names: string[]) => ({ has: (name: string) => names.includes(name) });
const on = () => true;

describe('the code step route', () => {
  it('rewrites a thank-you page to its code step for a visitor holding the cookie while codes are sent', () => {
    expect(codeStepRoute('/thank-you', holding(PHONE_CHECK_COOKIE), on)).toBe('/thank-you/code');
    expect(codeStepRoute('/hi/thank-you', holding(PHONE_CHECK_COOKIE), on)).toBe(
      '/hi/thank-you/code',
    );
    expect(codeStepRoute('/contact/thank-you', holding(PHONE_CHECK_COOKIE), on)).toBe(
      '/contact/thank-you/code',
    );
  });

  it('leaves the prerendered page to everyone else, and every other page alone', () => {
    const smsOn = jest.fn(on);
    expect(codeStepRoute('/thank-you', holding('other'), smsOn)).toBeNull();
    expect(codeStepRoute('/contact/thank-you', holding('other'), smsOn)).toBeNull();
    expect(codeStepRoute('/newsletter/thank-you', holding(PHONE_CHECK_COOKIE), smsOn)).toBeNull();
    expect(codeStepRoute('/thank-you/code', holding(PHONE_CHECK_COOKIE), smsOn)).toBeNull();
    // The settings are read only for a thank-you page with the cookie.
    expect(smsOn).not.toHaveBeenCalled();
    expect(codeStepRoute('/thank-you', holding(PHONE_CHECK_COOKIE), () => false)).toBeNull();
  });

  it('asks for the page’s kind: a proposal’s step only where SMS_PROPOSALS is on', () => {
    const admissionsOnly = (kind: 'admission' | 'proposal') => codesFor({ proposals: false }, kind);
    expect(codeStepRoute('/thank-you', holding(PHONE_CHECK_COOKIE), admissionsOnly)).toBe(
      '/thank-you/code',
    );
    expect(
      codeStepRoute('/contact/thank-you', holding(PHONE_CHECK_COOKIE), admissionsOnly),
    ).toBeNull();
    expect(codesFor({ proposals: true }, 'proposal')).toBe(true);
    expect(codesFor(null, 'admission')).toBe(false);
  });
});
