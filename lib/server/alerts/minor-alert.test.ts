/** @jest-environment node */
import { admissionAlert, proposalAlert } from '@/test-support/sample-alert';
import { alertHeadline, alertLines } from './lead-alert';

// A minor's alert tells the counsellor to call the parent or guardian who consented.

const minor = () =>
  admissionAlert({ adult: false, guardian_name: 'Sunita Rao', guardian_phone: '9876500001' });

describe("a minor's alert", () => {
  it('carries the guardian, and says it is a minor in its headline', () => {
    expect(minor().guardian).toEqual({ name: 'Sunita Rao', phone: '9876500001' });
    expect(alertHeadline(minor())).toBe(
      'New admission lead (a minor: call the guardian): Amity, B.Tech, Lucknow',
    );
  });

  it('has a line with the guardian and a link to call them, after the email', () => {
    const lines = alertLines(minor());
    const at = lines.findIndex((line) => line.label === 'Under 18');
    expect(lines[at]).toEqual({
      label: 'Under 18',
      value: 'a minor; guardian: Sunita Rao, +91 98765 00001',
      href: 'tel:+919876500001',
    });
    expect(lines[at - 1].label).toBe('Email');
  });

  it('says nothing of a guardian for an adult, an unasked lead or a proposal', () => {
    for (const alert of [
      admissionAlert({ adult: true }),
      admissionAlert({ adult: null }),
      proposalAlert(),
    ]) {
      expect(alert).not.toHaveProperty('guardian');
      expect(alertLines(alert).map((line) => line.label)).not.toContain('Under 18');
      expect(alertHeadline(alert)).not.toContain('minor');
    }
  });
});
