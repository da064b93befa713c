import 'server-only';
import { chunks } from '../chunks';
import type { Db, PhoneRole } from '../schema';
import type { Language } from '@/lib/config/language';

// The only writer of `phone_checks` (migration 031; docs/architecture.md#who-writes-each-table):
// a lead's code as it is sent, tried, used, reported on by the gateway, and erased. In the
// caller's transaction.

export type NewPhoneCode = {
  /** Set when this code follows the student's correction of the number. */
  phone_changed_at?: string;
  lead_id: number;
  phone: string;
  phone_role: PhoneRole;
  language: Language;
  code_hmac: string;
  code_sent_at: string;
};

/** A new code for the lead, replacing any before it (its wrong tries and report forgotten). */
export async function setPhoneCode(trx: Db, code: NewPhoneCode) {
  const fresh = {
    phone: code.phone,
    phone_role: code.phone_role,
    language: code.language,
    code_hmac: code.code_hmac,
    code_sent_at: code.code_sent_at,
    tries: 0,
    gateway_id: null,
    delivery: null,
    ...(code.phone_changed_at ? { phone_changed_at: code.phone_changed_at } : {}),
  };
  await trx
    .insertInto('phone_checks')
    .values({ ...code, created_at: code.code_sent_at })
    .onConflict((conflict) => conflict.column('lead_id').doUpdateSet(fresh))
    .execute();
}

/**
 * A new lead from a phone another lead verified: the mark as that phone earned it (when, how),
 * no code sent.
 */
export async function inheritPhoneCheck(
  trx: Db,
  check: Omit<NewPhoneCode, 'code_hmac' | 'code_sent_at' | 'phone_changed_at'> & {
    verified_at: string;
    created_at: string;
  },
) {
  const mark = { verified_at: check.verified_at, verified_method: 'sms' as const };
  await trx
    .insertInto('phone_checks')
    .values({ ...check, ...mark })
    .onConflict((conflict) =>
      conflict.column('lead_id').doUpdateSet({
        phone: check.phone,
        phone_role: check.phone_role,
        code_hmac: null,
        ...mark,
      }),
    )
    .execute();
}

/** A wrong code: counted; the last allowed voids the code. */
export async function countWrongPhoneCode(trx: Db, leadId: number, tries: number, voided: boolean) {
  await trx
    .updateTable('phone_checks')
    .set({ tries, ...(voided ? { code_hmac: null } : {}) })
    .where('lead_id', '=', leadId)
    .execute();
}

/** A right code: the phone is verified now and the code used up. */
export async function markPhoneChecked(trx: Db, leadId: number, at: string) {
  await trx
    .updateTable('phone_checks')
    .set({ verified_at: at, verified_method: 'sms', code_hmac: null })
    .where('lead_id', '=', leadId)
    .execute();
}

/** What the gateway answered the send: its id for the message, or that it failed. */
export async function recordGatewayAnswer(
  trx: Db,
  leadId: number,
  answer: { gateway_id: string | null; delivery: string },
) {
  await trx.updateTable('phone_checks').set(answer).where('lead_id', '=', leadId).execute();
}

/** A delivery report for the gateway's message; whether it named one of ours. */
export async function recordDelivery(trx: Db, gatewayId: string, delivery: string) {
  const updated = await trx
    .updateTable('phone_checks')
    .set({ delivery })
    .where('gateway_id', '=', gatewayId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Erasure: the phone, the code and the gateway's id go; whether and when it was verified stay. */
export async function erasePhoneChecks(trx: Db, leadIds: number[]) {
  for (const part of chunks(leadIds))
    await trx
      .updateTable('phone_checks')
      .set({ phone: '', code_hmac: null, gateway_id: null })
      .where('lead_id', 'in', part)
      .execute();
}
