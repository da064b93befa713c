import 'server-only';
import { readSheet, type SheetProblem } from '../http/sheet-read';
import type { StoreDatabase } from '../store/store-database';
import {
  checkEnrolmentSheet,
  type AmbiguousRow,
  type CheckedEnrolmentSheet,
  type MalformedRow,
} from './enrolment-sheet';
import type { LeadOutcomes } from './lead-outcomes';

// A university's enrolment sheet applied (docs/operations.md#enrolment-sheets): read as the admins'
// import reads a portal's sheet, matched to the university's sent leads, and its outcomes recorded
// through the one writer of outcomes in one transaction: all of them, or none when a row cannot be
// read, when a lead is no longer the university's by the time it is written, or when the database
// refuses a row. The same sheet again records nothing (each lead already has its outcome).

/** Why a file, or its columns, cannot be read. */
export type SheetUnreadable =
  SheetProblem | Extract<CheckedEnrolmentSheet, { ok: false }>['problem'];

export type EnrolmentResult =
  /** The file or its columns cannot be read: nothing was applied. */
  | { status: 'unreadable'; problem: SheetUnreadable }
  /** Rows that cannot be read: nothing was applied. */
  | { status: 'refused'; malformed: MalformedRow[]; unmatched: number[]; ambiguous: AmbiguousRow[] }
  /** The write was refused: nothing was applied. */
  | { status: 'failed' }
  | {
      status: 'applied';
      changed: number;
      /** Matched leads that already had the sheet's outcome. */
      same: number;
      unmatched: number[];
      ambiguous: AmbiguousRow[];
    };

export function enrolmentSheets(database: StoreDatabase, outcomes: LeadOutcomes) {
  return {
    async apply(
      university: string,
      operatorId: string,
      file: { fileName: string; bytes: Uint8Array },
      now = new Date(),
    ): Promise<EnrolmentResult> {
      const read = await readSheet(file.fileName, file.bytes);
      if (!read.ok) return { status: 'unreadable', problem: read.problem };
      const checked = await checkEnrolmentSheet(database.db, university, read.sheet);
      if (!checked.ok) return { status: 'unreadable', problem: checked.problem };
      const { matched, malformed, unmatched, ambiguous } = checked;
      if (malformed.length) return { status: 'refused', malformed, unmatched, ambiguous };
      let recorded;
      try {
        recorded = await outcomes.record(
          university,
          operatorId,
          'sheet',
          matched.map(({ leadId, outcome }) => ({ leadId, outcome })),
          now,
        );
      } catch {
        // The transaction rolled back: the page says nothing was applied, never a 500.
        return { status: 'failed' };
      }
      if ('notDelivered' in recorded) return { status: 'failed' };
      return {
        status: 'applied',
        changed: recorded.changed,
        same: matched.length - recorded.changed,
        unmatched,
        ambiguous,
      };
    },
  };
}

export type EnrolmentSheets = ReturnType<typeof enrolmentSheets>;
