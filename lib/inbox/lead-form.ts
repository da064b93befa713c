import { leadFormCopy } from '@/content/inbox-lead';
import type { LeadChanges } from '@/lib/server/inbox/lead-work';
import { isCallOutcome, isLeadStatus, type LeadEventKind } from './lead-work-values';
import { fromIndiaInput, toIndiaInput } from '@/lib/time/india-time';

// The lead page's work form, as it posts (natively or by its script): read into the changes the
// store saves (lib/server/inbox/lead-work.ts), or into a message per field it cannot be. What was
// typed always comes back with it, so a refused form shows it again.

export const MAX_NOTE_LENGTH = 2000;
export const MAX_LOST_REASON_LENGTH = 500;

/** The form's fields as typed: what it shows again after a refusal or a conflict. */
export type LeadFormValues = {
  status: string;
  lostReason: string;
  /** An admin's choice of owner ('' for unassigned); absent from a counsellor's form. */
  owner?: string;
  nextFollowUp: string;
  note: string;
  callOutcome: string;
};

export type LeadFormField = keyof LeadFormValues | 'version';

export type LeadFormErrors = Partial<Record<LeadFormField, string>>;

/** The fields a conflict can leave behind: what the form showed when it was opened. */
type ShownValues = Pick<LeadFormValues, 'status' | 'lostReason' | 'owner' | 'nextFollowUp'>;

export type ParsedLeadForm = { values: LeadFormValues; shown: ShownValues; lastEvent: number } & (
  { changes: LeadChanges; errors?: undefined } | { changes?: undefined; errors: LeadFormErrors }
);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  // Capped well above each field's limit: a longer one is refused with its message, not cut.
  return typeof value === 'string' ? value.slice(0, 10_000) : '';
};

const count = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** Reads the posted form; `viewerId` is who "Assign to me" means. */
export function parseLeadForm(form: FormData, viewerId: string): ParsedLeadForm {
  const problems = leadFormCopy.problems;
  const values: LeadFormValues = {
    status: text(form, 'status'),
    lostReason: text(form, 'lostReason'),
    nextFollowUp: text(form, 'nextFollowUp'),
    note: text(form, 'note'),
    callOutcome: text(form, 'callOutcome'),
  };
  if (form.has('owner')) values.owner = text(form, 'owner');
  const shown: ShownValues = {
    status: text(form, 'shown.status'),
    lostReason: text(form, 'shown.lostReason'),
    nextFollowUp: text(form, 'shown.nextFollowUp'),
  };
  if (form.has('shown.owner')) shown.owner = text(form, 'shown.owner');
  const lastEvent = count(text(form, 'lastEvent')) ?? 0;

  const errors: LeadFormErrors = {};
  const expectedVersion = count(text(form, 'version'));
  if (expectedVersion === undefined) errors.version = problems.version;
  if (!isLeadStatus(values.status)) errors.status = problems.status;
  if (values.lostReason.trim().length > MAX_LOST_REASON_LENGTH)
    errors.lostReason = problems.lostReasonTooLong;
  const nextFollowUpAt = fromIndiaInput(values.nextFollowUp);
  if (nextFollowUpAt === undefined) errors.nextFollowUp = problems.nextFollowUp;
  if (values.note.trim().length > MAX_NOTE_LENGTH) errors.note = problems.note;
  if (values.callOutcome && !isCallOutcome(values.callOutcome))
    errors.callOutcome = problems.callOutcome;
  if (values.owner !== undefined && values.owner.length > 200) errors.owner = problems.owner;
  if (Object.keys(errors).length > 0) return { values, shown, lastEvent, errors };

  const changes: LeadChanges = {
    expectedVersion: expectedVersion!,
    status: isLeadStatus(values.status) ? values.status : undefined,
    lostReason: values.lostReason.trim(),
    nextFollowUpAt,
  };
  if (form.get('assign') === 'me') changes.ownerId = viewerId;
  else if (values.owner !== undefined) changes.ownerId = values.owner || null;
  const note = values.note.trim();
  if (note) changes.note = note;
  if (isCallOutcome(values.callOutcome)) changes.callOutcome = values.callOutcome;
  return { values, shown, lastEvent, changes };
}

/** A lead's work as the form's fields show it; the owner only where the form has the field. */
export function leadFormValues(
  lead: {
    status: string;
    lost_reason: string | null;
    owner_id: string | null;
    next_follow_up_at: string | null;
  },
  withOwner: boolean,
): LeadFormValues {
  return {
    status: lead.status,
    lostReason: lead.lost_reason ?? '',
    ...(withOwner ? { owner: lead.owner_id ?? '' } : {}),
    nextFollowUp: toIndiaInput(lead.next_follow_up_at),
    note: '',
    callOutcome: '',
  };
}

/**
 * The form after a conflict: each field the operator changed as they typed it, each they left
 * alone as the lead now is, so Save again applies their changes without undoing the other's.
 */
export function keepTyped(typed: LeadFormValues, shown: ShownValues, now: LeadFormValues) {
  const pick = <K extends keyof ShownValues>(field: K) =>
    typed[field] === shown[field] ? now[field] : typed[field];
  return {
    ...typed,
    status: pick('status'),
    lostReason: pick('lostReason'),
    nextFollowUp: pick('nextFollowUp'),
    ...(typed.owner !== undefined ? { owner: pick('owner') } : {}),
  } as LeadFormValues;
}

type SavedEvent = {
  kind: LeadEventKind;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  call_outcome: string | null;
};

/**
 * What a save changed, for the access log: statuses, owners' ids and outcomes, never the note's
 * words, a lost reason or anything the lead sent.
 */
export function savedDetail(events: SavedEvent[]) {
  if (events.length === 0) return 'nothing changed';
  return events
    .map((event) => {
      switch (event.kind) {
        case 'status':
          return `status ${event.from_value} -> ${event.to_value}`;
        case 'owner':
          return `owner ${event.from_value ?? 'none'} -> ${event.to_value ?? 'none'}`;
        case 'follow-up':
          return event.to_value ? `follow-up set ${event.to_value}` : 'follow-up cleared';
        case 'note':
          return [
            event.note && 'note added',
            event.call_outcome && `call outcome ${event.call_outcome}`,
          ]
            .filter(Boolean)
            .join(', ');
      }
    })
    .join('; ');
}

/** What the work form gets back from its Server Action (lib/server/inbox-entries/lead-actions.ts). */
export type LeadFormState =
  | null
  | ({
      /** Counts the answers, so each one (two "Saved." in a row) is announced and focused. */
      stamp: number;
      message: string;
    } & (
      | { result: 'saved' }
      | {
          result: 'conflict';
          values: LeadFormValues;
          /** The lead's version and last timeline row now: a second Save applies what was typed. */
          version: number;
          lastEvent: number;
          /** The timeline's lines saved meanwhile, and the lead's status, owner and follow-up now. */
          changed: string[];
          now: string[];
        }
      | { result: 'refused'; values: LeadFormValues; errors: LeadFormErrors }
    ));
