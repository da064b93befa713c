import 'server-only';
import type { Language } from '@/lib/config/language';
import { indianMobile, metaPhone } from '@/lib/ads/contact-normalisation';
import { adPlatformsChecked } from '../ads/ad-platforms-may';
import { VERIFIED } from '../ads/conversion-stages';
import { logEvent } from '../http/http';
import { metaEventCalls } from '../outbox/forward-payload';
import { readWriteTransaction } from '../store/kysely-store';
import { META_DESTINATIONS, type Destination } from '../store/outbox-destinations';
import { addLeadEvents } from '../store/tables/lead-events-table';
import { isoTimestamps } from '../store/iso-timestamps';
import { personPhone } from '../store/person-keys';
import type { Db, PhoneRole } from '../store/schema';
import type { StoreDatabase } from '../store/store-database';
import { correctLeadPhone } from '../store/tables/leads-table';
import { enqueue } from '../store/tables/outbox-table';
import {
  countWrongPhoneCode,
  inheritPhoneCheck,
  markPhoneChecked,
  recordDelivery,
  recordGatewayAnswer,
  setPhoneCode,
} from '../store/tables/phone-checks-table';
import { sendFlow, type Msg91Settings } from './msg91-flow';
import { phoneCheckLimits } from './phone-check-limits';
import {
  CODE_LIFETIME_MS,
  MAX_CODE_TRIES,
  RESEND_AFTER_MS,
  checkToken,
  codeHmac,
  codeKey,
  newCode,
  sameCode,
  tokenLead,
} from './phone-codes';

// A lead's phone verified by a one-time code by SMS (issue 73; docs/operations.md#phone-codes).
// The lead is stored first and is never refused for being unverified: this only adds a mark.
// A code goes to the lead's phone (a minor's guardian's), is good for ten minutes and five tries,
// and each send passes the limits first (phone-check-limits.ts).

export type SmsSettings = Msg91Settings & {
  reportSecret: string | null;
  dailyBudget: number;
  addressSendsPerHour: number;
};

/** What asking for a code came to. */
export type SendOutcome =
  'sent' | 'failed' | 'limited' | 'skipped' | 'too-soon' | 'verified' | 'bad-phone' | 'no-check';

/** What a typed code came to. */
export type CodeOutcome =
  | { kind: 'verified' | 'expired' | 'used-up' | 'no-code' | 'malformed' }
  | { kind: 'wrong'; triesLeft: number };

/** What the thank-you page shows of a lead's check. */
export type PhoneCheckView = {
  phone: string;
  role: PhoneRole;
  verified: boolean;
  /** Whether a code is waiting to be typed (sent, not used, not expired, tries left). */
  waiting: boolean;
  /** The gateway refused or could not be reached: the code never left. */
  failed: boolean;
  /** When "Send again" will send (ms since the epoch). */
  resendAt: number;
};

type Send = { leadId: number; phone: string; role: PhoneRole; language: Language };

/** Tells the admins the day's budget is spent, with the first lead sent no code (budget-alert.ts). */
export type BudgetSpentAlert = (leadId: number, budget: number) => Promise<void>;

/**
 * `destinations`: the outbox's, as the settings turn them on; with Meta's verified event among them
 * (CONVERSION_VERIFIED), a lead's verified phone queues its VerifiedLead in the mark's transaction.
 */
export function phoneChecks(
  database: StoreDatabase,
  settings: SmsSettings,
  secret: string,
  budgetSpent?: BudgetSpentAlert,
  destinations: readonly Destination[] = [],
) {
  const db = database.db.withPlugin(isoTimestamps);
  const { exclusive } = database;
  const key = codeKey(secret);
  const limits = phoneCheckLimits(database, key, settings);

  /**
   * The "verified lead" conversion for Meta, at the time this lead took the mark: once a lead (the
   * outbox's uniqueness), and only for a lead that may go to the ad platforms.
   */
  async function queueVerified(trx: Db, leadId: number, at: string) {
    if (!destinations.includes(META_DESTINATIONS.verified)) return;
    const lead = await trx
      .selectFrom('leads')
      .select([
        'id',
        'received_at',
        'email',
        'phone',
        'page_url',
        'user_agent',
        'fbc',
        'fbp',
        'channel',
        'channel_lead_id',
      ])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return;
    const calls = metaEventCalls(lead, { stage: VERIFIED, reachedAt: at }, destinations);
    await enqueue(trx, 'lead', leadId, await adPlatformsChecked(trx, leadId, calls));
  }

  const row = (leadId: number) =>
    db.selectFrom('phone_checks').selectAll().where('lead_id', '=', leadId).executeTakeFirst();

  /**
   * Counts the send, stores the new code's HMAC, then asks the gateway. `allowed` runs once the
   * limits let the send go, before the code is stored (the number's correction).
   */
  async function send(
    { leadId, phone, role, language }: Send,
    address: string,
    now: Date,
    allowed?: () => Promise<void>,
  ): Promise<SendOutcome> {
    const verdict = await limits.consume(phone, address, now);
    if (verdict === 'limited') {
      logEvent('warn', 'phone_code_limited', { lead: leadId });
      return 'limited';
    }
    if (verdict !== 'allowed') {
      if (verdict === 'budget-just-spent') {
        logEvent('error', 'sms_budget_spent', {
          budget: settings.dailyBudget,
          effect: 'no codes are sent until midnight India time; leads are stored unverified',
        });
        // Not awaited: the student's thank-you page does not wait for the admins' alert.
        budgetSpent?.(leadId, settings.dailyBudget).catch((error: Error) =>
          logEvent('error', 'sms_budget_alert_failed', { error: error.message }),
        );
      }
      return 'skipped';
    }
    await allowed?.();
    const code = newCode();
    await exclusive(() =>
      setPhoneCode(db, {
        lead_id: leadId,
        phone,
        phone_role: role,
        language,
        code_hmac: codeHmac(key, leadId, code),
        code_sent_at: now.toISOString(),
        phone_changed_at: allowed && now.toISOString(),
      }),
    );
    const answer = await sendFlow(settings, { mobile: metaPhone(phone)!, code, language });
    if (!answer.ok)
      logEvent('error', 'phone_code_send_failed', { lead: leadId, error: answer.error });
    await exclusive(() =>
      recordGatewayAnswer(db, leadId, {
        gateway_id: answer.ok ? answer.id : null,
        delivery: answer.ok ? 'sent' : 'failed',
      }),
    );
    return answer.ok ? 'sent' : 'failed';
  }

  const view = (found: NonNullable<Awaited<ReturnType<typeof row>>>, now: Date): PhoneCheckView => {
    const sentAt = found.code_sent_at ? Date.parse(found.code_sent_at) : 0;
    return {
      phone: found.phone,
      role: found.phone_role,
      verified: found.verified_at !== null,
      waiting:
        found.code_hmac !== null &&
        found.delivery !== 'failed' &&
        now.getTime() - sentAt <= CODE_LIFETIME_MS,
      failed: found.delivery === 'failed',
      resendAt: sentAt + RESEND_AFTER_MS,
    };
  };

  return {
    /** The thank-you page's cookie for this lead, and the lead a cookie names. */
    token: (leadId: number) => checkToken(key, leadId),
    leadOf: (token: string | undefined) => tokenLead(key, token),

    /**
     * A new lead's first code, to its phone or a minor's guardian's; nothing when that number is
     * not an Indian mobile or was verified already: on this lead (a repeat enquiry keeps its
     * mark), or on another, whose mark this lead takes (the same ten digits, proven by a code).
     */
    async begin(lead: Send, address: string, now = new Date()): Promise<SendOutcome> {
      const phone = indianMobile(lead.phone);
      if (!phone) return 'bad-phone';
      const found = await row(lead.leadId);
      if (found?.verified_at && found.phone === phone) return 'verified';
      const earlier = await db
        .selectFrom('phone_checks')
        .select('verified_at')
        .where('phone', '=', phone)
        .where('verified_at', 'is not', null)
        .orderBy('verified_at', 'desc')
        .executeTakeFirst();
      if (!earlier?.verified_at) return send({ ...lead, phone }, address, now);
      await readWriteTransaction(database, async (trx) => {
        await inheritPhoneCheck(trx, {
          lead_id: lead.leadId,
          phone,
          phone_role: lead.role,
          language: lead.language,
          verified_at: earlier.verified_at!,
          created_at: now.toISOString(),
        });
        await queueVerified(trx, lead.leadId, now.toISOString());
      });
      logEvent('info', 'phone_check_inherited', { lead: lead.leadId });
      return 'verified';
    },

    /** "Send again": a new code to the same number, once 30 s have passed since the last. */
    async resend(leadId: number, address: string, now = new Date()): Promise<SendOutcome> {
      const found = await row(leadId);
      if (!found || !found.phone) return 'no-check';
      if (found.verified_at) return 'verified';
      if (view(found, now).resendAt > now.getTime()) return 'too-soon';
      return send(
        { leadId, phone: found.phone, role: found.phone_role, language: found.language },
        address,
        now,
      );
    },

    /**
     * "Change number": the student corrects the number the code went to (the lead's phone, or a
     * minor's guardian's), and a code goes to the new one.
     */
    async changePhone(
      leadId: number,
      typed: string,
      address: string,
      now = new Date(),
    ): Promise<SendOutcome> {
      const found = await row(leadId);
      if (!found || !found.phone) return 'no-check';
      if (found.verified_at) return 'verified';
      const phone = indianMobile(typed);
      if (!phone) return 'bad-phone';
      // Corrected only once the new number may be sent its code: an over-limit try changes nothing.
      // The lead's timeline says so, and whose number it was, never the numbers.
      return send(
        { leadId, phone, role: found.phone_role, language: found.language },
        address,
        now,
        () =>
          readWriteTransaction(database, async (trx) => {
            await correctLeadPhone(
              trx,
              leadId,
              found.phone_role === 'guardian'
                ? { guardian_phone: phone }
                : { phone, phone_key: personPhone(phone) },
            );
            await addLeadEvents(trx, [
              {
                lead_id: leadId,
                at: now.toISOString(),
                operator_id: '',
                kind: 'phone',
                from_value: null,
                to_value: found.phone_role,
                note: null,
                call_outcome: null,
              },
            ]);
          }),
      );
    },

    /** Checks a typed code: right, the phone is verified now and the code used up. */
    check(leadId: number, typed: string, now = new Date()): Promise<CodeOutcome> {
      const code = typed.replace(/\s/g, '');
      if (!/^\d{6}$/.test(code)) return Promise.resolve({ kind: 'malformed' });
      return readWriteTransaction(database, async (trx) => {
        const found = await trx
          .selectFrom('phone_checks')
          .select(['code_hmac', 'code_sent_at', 'tries', 'verified_at'])
          .where('lead_id', '=', leadId)
          .$call(database.sql.forUpdate)
          .executeTakeFirst();
        if (!found) return { kind: 'no-code' };
        if (found.verified_at) return { kind: 'verified' };
        if (!found.code_hmac || !found.code_sent_at)
          return { kind: found.tries >= MAX_CODE_TRIES ? 'used-up' : 'no-code' };
        if (now.getTime() - Date.parse(found.code_sent_at) > CODE_LIFETIME_MS)
          return { kind: 'expired' };
        if (sameCode(key, leadId, code, found.code_hmac)) {
          await markPhoneChecked(trx, leadId, now.toISOString());
          await queueVerified(trx, leadId, now.toISOString());
          return { kind: 'verified' };
        }
        const tries = found.tries + 1;
        await countWrongPhoneCode(trx, leadId, tries, tries >= MAX_CODE_TRIES);
        return tries >= MAX_CODE_TRIES
          ? { kind: 'used-up' }
          : { kind: 'wrong', triesLeft: MAX_CODE_TRIES - tries };
      });
    },

    /** What the thank-you page shows; null when the lead has no check. */
    async status(leadId: number, now = new Date()): Promise<PhoneCheckView | null> {
      const found = await row(leadId);
      return found?.phone ? view(found, now) : null;
    },

    /** A delivery report from the gateway's webhook; whether it named a message of ours. */
    report(gatewayId: string, delivery: string): Promise<boolean> {
      return exclusive(() => recordDelivery(db, gatewayId, delivery.slice(0, 40)));
    },
  };
}

export type PhoneChecks = ReturnType<typeof phoneChecks>;
