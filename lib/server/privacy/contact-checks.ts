import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { readWriteTransaction } from '../store/kysely-store';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import {
  countWrongCode,
  markEmailVerified,
  markPhoneVerified,
  setEmailCode,
} from '../store/tables/rights-requests-table';
import type { Person } from './personal-data-types';
import type { StoredRightsRequest } from './rights-requests';
import { DAY_MS } from '@/lib/time/day';

// Each contact a rights request names is checked on its own before its data is shown or erased
// (docs/privacy.md#verifying-each-contact; migration 022): anyone can type anyone's email or phone
// into the request form. The email by a one-time code sent to it, which the person reads back to
// the admin; the phone by the admin who calls it from the agency's line and hears the person say
// it is theirs. Who verified each, and when, is kept with the request.

/** A code is good for a day: the person may read their mail late. */
export const CODE_LIFETIME_MS = DAY_MS;
/** Wrong codes allowed before the code is void and a new one must be sent. */
export const MAX_CODE_TRIES = 5;

export type CodeCheck = 'verified' | 'already-verified' | 'wrong' | 'expired' | 'no-code';

type Checked = Pick<
  StoredRightsRequest,
  'phone' | 'email' | 'phone_verified_at' | 'email_verified_at'
>;

/** The contacts the request names, verified or not. */
export const namedPerson = (request: Checked): Person => ({
  phone: request.phone || null,
  email: request.email || null,
});

/** The contacts the request names that were verified: only these reach the person's data. */
export const verifiedPerson = (request: Checked): Person => ({
  phone: request.phone && request.phone_verified_at ? request.phone : null,
  email: request.email && request.email_verified_at ? request.email : null,
});

export const hasVerified = (request: Checked) => {
  const { phone, email } = verifiedPerson(request);
  return Boolean(phone || email);
};

/** Six digits, said over the phone or typed from a mail. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The code as stored: bound to its request, so one request's code means nothing for another. */
const codeHash = (reference: string, code: string) =>
  createHash('sha256').update(`${reference}:${code}`).digest('hex');

export function contactChecks(database: StoreDatabase) {
  const db = database.db.withPlugin(isoTimestamps);
  const { exclusive } = database;

  return {
    /**
     * A new code for the request's email, replacing any sent before (its wrong tries forgotten);
     * null when the request names no email or it is verified already. The caller sends it.
     */
    newEmailCode(id: number, reference: string, now = new Date()): Promise<string | null> {
      const code = newCode();
      return exclusive(async () => {
        return (await setEmailCode(db, id, codeHash(reference, code), now)) ? code : null;
      });
    },

    /**
     * Checks a code the admin typed as the person read it back; right, the email is verified by
     * this admin now and the code is used up. Wrong, a try is counted; the fifth voids the code.
     */
    checkEmailCode(
      id: number,
      typed: string,
      { at, by }: { at: Date; by: string },
    ): Promise<CodeCheck> {
      return readWriteTransaction(database, async (trx) => {
        const row = await trx
          .selectFrom('rights_requests')
          .select([
            'reference',
            'email_code_hash',
            'email_code_sent_at',
            'email_code_tries',
            'email_verified_at',
          ])
          .where('id', '=', id)
          .$call(database.sql.forUpdate)
          .executeTakeFirst();
        if (!row) return 'no-code';
        if (row.email_verified_at) return 'already-verified';
        if (!row.email_code_hash || !row.email_code_sent_at) return 'no-code';
        if (at.getTime() - Date.parse(row.email_code_sent_at) > CODE_LIFETIME_MS) return 'expired';
        const given = Buffer.from(codeHash(row.reference, typed.replace(/\s/g, '')), 'hex');
        if (timingSafeEqual(given, Buffer.from(row.email_code_hash, 'hex'))) {
          await markEmailVerified(trx, id, { at, by });
          return 'verified';
        }
        const tries = row.email_code_tries + 1;
        await countWrongCode(trx, id, tries, tries >= MAX_CODE_TRIES);
        return 'wrong';
      });
    },

    /**
     * The admin called the request's phone and the person said it is theirs: recorded with who
     * and when, once. False when the request names no phone or it was verified already.
     */
    confirmPhone(id: number, { at, by }: { at: Date; by: string }): Promise<boolean> {
      return exclusive(async () => {
        return markPhoneVerified(db, id, { at, by });
      });
    },
  };
}

export type ContactChecks = ReturnType<typeof contactChecks>;
