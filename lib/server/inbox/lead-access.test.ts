/** @jest-environment node */
import { mayOpen, parseLeadId } from './lead-access';

const admin = { id: 'op-asha', role: 'admin' as const };
const ravi = { id: 'op-ravi', role: 'counsellor' as const };
const lead = { owner_id: null, suspected_reason: null, released_at: null };

describe('who opens a lead', () => {
  it('lets an admin open any lead, a counsellor an unassigned one or their own', () => {
    expect(mayOpen({ ...lead, owner_id: 'op-meena' }, admin)).toBeNull();
    expect(mayOpen(lead, ravi)).toBeNull();
    expect(mayOpen({ ...lead, owner_id: 'op-ravi' }, ravi)).toBeNull();
    expect(mayOpen({ ...lead, owner_id: 'op-meena' }, ravi)).toBe('another counsellor’s lead');
  });

  it('keeps a record held as suspected for admins until it is released', () => {
    const held = { ...lead, suspected_reason: 'honeypot field filled' };
    expect(mayOpen(held, admin)).toBeNull();
    expect(mayOpen(held, ravi)).toBe('held as suspected: admins only');
    expect(mayOpen({ ...held, released_at: '2026-11-26T05:00:00.000Z' }, ravi)).toBeNull();
  });

  it('reads only ids the store can hold', () => {
    expect(parseLeadId('42')).toBe(42);
    expect(parseLeadId('2147483647')).toBe(2147483647);
    for (const value of ['0', '042', '-1', '1.5', 'abc', '', '2147483648', '99999999999', null])
      expect(parseLeadId(value)).toBeNull();
  });
});
