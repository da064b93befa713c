import 'server-only';
import type { InboxRightsRequest } from './rights-requests';
import { hasVerified, namedPerson, verifiedPerson } from './contact-checks';
import type { PersonalData } from './personal-data';
import type { Acting } from './personal-data-types';

// The person a rights request names, reached in one place (docs/privacy.md#rights-requests-rule-14): only
// the contacts verified on their own (contact-checks.ts) reach their data, and only records that
// hold no other contact (`exact`); what the request's unverified contacts name is kept apart.
// Handed to the inbox's entries by the guard, so no page or action rebuilds the rule.

type Request = Pick<
  InboxRightsRequest,
  'phone' | 'email' | 'phone_verified_at' | 'email_verified_at'
>;

/** Why the request reaches nobody yet: its contacts were erased, or none is verified. */
export type Unreached = { problem: 'no-contact' | 'unverified' };

const unreached = (request: Request): Unreached | null =>
  !request.phone && !request.email
    ? { problem: 'no-contact' }
    : hasVerified(request)
      ? null
      : { problem: 'unverified' };

const reach = (request: Request) => ({ exact: true, named: namedPerson(request) });

export function requestPerson(personalData: PersonalData) {
  return {
    /** Whether the request reaches its person: null when it does. */
    unreached,
    /** What the request's verified contacts reach, and what its others name, apart. */
    find: (request: Request) => personalData.find(verifiedPerson(request), reach(request)),
    /** The access copy of the person, or why there is none yet. */
    accessCopy: async (request: Request, now: Date) =>
      unreached(request) ?? {
        copy: await personalData.accessCopy(verifiedPerson(request), now, reach(request)),
      },
    /** Withdraws the person's consent (no more contact), or says why it cannot yet. */
    withdraw: async (request: Request, acting: Acting) =>
      unreached(request) ?? {
        report: await personalData.withdraw(verifiedPerson(request), acting, reach(request)),
      },
    /** Erases the person, or says why it cannot yet. */
    erase: async (request: Request, acting: Acting) =>
      unreached(request) ?? {
        report: await personalData.erase(verifiedPerson(request), acting, reach(request)),
      },
  };
}

export type RequestPerson = ReturnType<typeof requestPerson>;
