import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { getUniversity } from '@/lib/catalogue/universities';
import {
  guessedColumns,
  MAX_SOURCE_NAME,
  SHEET_FIELDS,
  type SheetColumns,
  type SheetMapping,
} from '@/lib/channels/sheet-fields';
import { firstCharacters } from '@/lib/leads/attribution';
import { isStorableText, withoutControls } from '@/lib/validations/text';
import { logEvent } from '../http/http';
import { isoTimestamps } from '../store/iso-timestamps';
import type { StoreDatabase } from '../store/store-database';
import {
  dropExpiredSheets,
  dropHeldSheet,
  heldSheet,
  holdSheet,
} from '../store/tables/held-sheets-table';
import type { ChannelContext } from './channel-context';
import { intakeChannelLeads, type BatchCounts } from './channel-intake';
import { everyInterval } from './every-interval';
import { claimSheetImport, sheetImportedAt } from './sheet-imports';
import { readSheet, sheetHash, type Sheet, type SheetProblem } from '../http/sheet-read';
import { channelLeadOfRow, checkSheet, type CheckedSheet, type SheetLead } from './sheet-rows';
import { importSource, importSources, saveImportSource, type ImportSource } from './sheet-sources';

// Portals' sheets imported by admins (docs/operations.md#portal-sheets): uploaded and held for
// minutes while the source's columns are mapped and the rows checked, then imported in one
// transaction, all or nothing, every row through the one intake as a channel's lead; erased once
// imported, discarded, or when its time runs out. What the inbox's import pages ask.

/** How long an upload is held for its mapping and check: a few minutes' work, not a store. */
export const SHEET_HOLD_MS = 30 * 60_000;
/** How often each instance erases the held sheets whose time ran out. */
export const SHEET_SWEEP_EVERY_MS = 60_000;
/** How many rows the check shows as they will be imported. */
const SAMPLE_ROWS = 5;

export type HoldOutcome =
  | { ok: true; id: string; source: string; rows: number }
  | { ok: false; problem: SheetProblem | 'source' };

export type SheetView = {
  id: string;
  sourceName: string;
  fileName: string;
  rowCount: number;
  expiresAt: string;
  headers: string[];
  /** The source's saved mapping, or a first guess from the header. */
  mapping: SheetMapping;
  /** The rows checked against the saved mapping; null until the source has one. */
  check: CheckedSheet | null;
  /** What the import form sends back: the mapping the check used. */
  checkedMapping: string | null;
  sample: SheetLead[];
  importedAt: string | null;
};

export type ImportOutcome =
  | { outcome: 'imported'; source: string; counts: BatchCounts; rows: number }
  | { outcome: 'imported-before'; source: string; rows: number }
  | { outcome: 'gone' | 'changed' | 'rows' | 'unavailable' };

/** A short mark of a mapping: the import refuses one changed since its check. */
const mappingMark = (mapping: SheetMapping) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        SHEET_FIELDS.map((field) => mapping.columns[field] ?? null),
        mapping.university,
      ]),
    )
    .digest('hex')
    .slice(0, 16);

/** A source's name as given: trimmed, one space between words, storable, not too long. */
export function sourceName(typed: string) {
  const name = withoutControls(typed).trim().replace(/\s+/g, ' ');
  return name && name.length <= MAX_SOURCE_NAME && isStorableText(name) ? name : null;
}

type Held = NonNullable<Awaited<ReturnType<typeof heldSheet>>>;

const sheetOf = (held: Held): Sheet => ({
  headers: JSON.parse(held.headers) as string[],
  rows: JSON.parse(held.rows) as Sheet['rows'],
});

/** The sheet's rows against the source's mapping, and what they would become. */
const checked = (sheet: Sheet, source: ImportSource) => checkSheet(sheet, source, source.key);

export const sheetService = (ctx: ChannelContext) => {
  const db = () => ctx.store.database.db.withPlugin(isoTimestamps);
  return {
    /** Every source mapped before, for the upload form's suggestions and the page's list. */
    sources: () => importSources(db()),

    /** Reads an upload and holds it for its mapping; its id, or why it cannot be read. */
    async hold(
      operatorId: string,
      upload: { source: string; fileName: string; bytes: Uint8Array },
      now: Date,
    ): Promise<HoldOutcome> {
      const source = sourceName(upload.source);
      if (!source) return { ok: false, problem: 'source' };
      const read = await readSheet(upload.fileName, upload.bytes);
      if (!read.ok) return read;
      const id = randomBytes(16).toString('base64url');
      await dropExpiredSheets(db(), now);
      await holdSheet(db(), {
        id,
        operator_id: operatorId,
        source,
        file_name: firstCharacters(withoutControls(upload.fileName).trim() || 'sheet', 200),
        headers: JSON.stringify(read.sheet.headers),
        rows: JSON.stringify(read.sheet.rows),
        row_count: read.sheet.rows.length,
        sheet_hash: sheetHash(read.sheet),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SHEET_HOLD_MS).toISOString(),
      });
      return { ok: true, id, source, rows: read.sheet.rows.length };
    },

    /** The operator's held sheet with its mapping and check; null when it is not held. */
    async view(operatorId: string, id: string, now: Date): Promise<SheetView | null> {
      const held = await heldSheet(db(), id, operatorId, now);
      if (!held) return null;
      const sheet = sheetOf(held);
      const source = await importSource(db(), held.source);
      const check = source ? checked(sheet, source) : null;
      return {
        id,
        sourceName: source?.name ?? held.source,
        fileName: held.file_name,
        rowCount: held.row_count,
        expiresAt: held.expires_at,
        headers: sheet.headers,
        mapping: source ?? { columns: guessedColumns(sheet.headers), university: null },
        check,
        checkedMapping: source ? mappingMark(source) : null,
        sample: check && 'leads' in check ? check.leads.slice(0, SAMPLE_ROWS) : [],
        importedAt: await sheetImportedAt(db(), held.sheet_hash),
      };
    },

    /**
     * Saves the held sheet's source's mapping: each field a column of the sheet or none, the
     * default university one of ours or none. False when the sheet is gone or the mapping names
     * what the sheet has not.
     */
    async map(
      operator: { id: string },
      id: string,
      mapping: { columns: Record<string, string | undefined>; university: string | undefined },
      now: Date,
    ): Promise<{ outcome: 'saved' | 'mapping'; source: string } | { outcome: 'gone' }> {
      const held = await heldSheet(db(), id, operator.id, now);
      if (!held) return { outcome: 'gone' };
      const refused = { outcome: 'mapping' as const, source: held.source };
      const headers = JSON.parse(held.headers) as string[];
      const columns: SheetColumns = {};
      for (const field of SHEET_FIELDS) {
        const column = mapping.columns[field];
        if (!column) continue;
        if (!headers.includes(column)) return refused;
        columns[field] = column;
      }
      const university = mapping.university || null;
      if (university !== null && !getUniversity(university)) return refused;
      await saveImportSource(
        db(),
        held.source,
        { columns, university },
        { at: now, by: operator.id },
      );
      return { outcome: 'saved', source: held.source };
    },

    /**
     * Imports every row of the held sheet, all or none, as the check showed them (`mark`: the
     * mapping it used); the sheet is erased once imported. Rows seen before (the same row of the
     * same source) add nothing, and the same sheet imported again adds nothing at all.
     */
    async importSheet(
      operator: { id: string },
      id: string,
      mark: string,
      now: Date,
    ): Promise<ImportOutcome> {
      const held = await heldSheet(db(), id, operator.id, now);
      if (!held) return { outcome: 'gone' };
      const source = await importSource(db(), held.source);
      if (!source || mappingMark(source) !== mark) return { outcome: 'changed' };
      const check = checked(sheetOf(held), source);
      if (!('leads' in check) || check.problems.length) return { outcome: 'rows' };
      const counts = await intakeChannelLeads(
        check.leads.map((lead) => channelLeadOfRow(lead, source)),
        (trx) =>
          claimSheetImport(
            trx,
            { source: source.name, hash: held.sheet_hash, rows: held.row_count },
            { at: now, by: operator.id },
          ),
        ctx,
        now,
      );
      if (counts === 'unavailable') return { outcome: 'unavailable' };
      await dropHeldSheet(db(), id, operator.id);
      return counts === null
        ? { outcome: 'imported-before', source: source.name, rows: held.row_count }
        : { outcome: 'imported', source: source.name, counts, rows: held.row_count };
    },

    /** Erases the operator's held sheet; whether it was held. */
    discard: (operator: { id: string }, id: string) => dropHeldSheet(db(), id, operator.id),
  };
};

export type SheetService = ReturnType<typeof sheetService>;

/** Erases the held sheets whose time ran out, every SHEET_SWEEP_EVERY_MS; the stop waits for a pass. */
export const startSheetSweep = (database: StoreDatabase) =>
  everyInterval(
    async () => {
      const dropped = await dropExpiredSheets(database.db.withPlugin(isoTimestamps), new Date());
      if (dropped) logEvent('info', 'held_sheets_erased', { sheets: dropped });
    },
    SHEET_SWEEP_EVERY_MS,
    'held_sheets_sweep_failed',
  );
