'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { SHEET_FIELDS } from '@/lib/channels/sheet-fields';
import { SHEET_MAX_CELL } from '@/lib/channels/sheet-limits';
import { heldSheetPath, importPath } from '@/lib/inbox/inbox-paths';
import { IMPORT_PERMISSION } from '@/lib/inbox/roles';
import { operatorAction } from './operator-guard';

// The held sheet's page's forms, for admins (docs/operations.md#portal-sheets): its source's column
// mapping, its import, its discarding. Each posts natively, goes through the guard and ends on a
// page with the outcome in its address (numbers and the source's name, never a word of the sheet);
// each is logged.

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString()}`;

const sheetId = z.string().check(z.minLength(1), z.maxLength(64));
const sheetOf = (form: FormData) => String(form.get('sheet') ?? '').slice(0, 64);
/** The sheet's own page, where each of its forms is. */
const pageOf = (form: FormData) => heldSheetPath(sheetOf(form));
const backWith = (problem: string) => (form: FormData) =>
  redirect(withQuery(pageOf(form), { problem }));

const column = z.optional(z.string().check(z.maxLength(SHEET_MAX_CELL + 20)));

type MappingInput = { sheet: string; university?: string } & Partial<
  Record<`column-${(typeof SHEET_FIELDS)[number]}`, string>
>;

export const saveSheetMapping = operatorAction<MappingInput, void>(
  {
    name: 'map-sheet',
    schema: z.object({
      sheet: sheetId,
      university: z.optional(z.string().check(z.maxLength(40))),
      ...Object.fromEntries(SHEET_FIELDS.map((field) => [`column-${field}`, column])),
    }) as unknown as z.ZodMiniType<MappingInput>,
    permission: IMPORT_PERMISSION,
    page: pageOf,
    invalid: backWith('mapping'),
    unavailable: backWith('unavailable'),
  },
  async (input, { services, operator, log }) => {
    const saved = await services.sheets.map(
      operator,
      input.sheet,
      {
        columns: Object.fromEntries(SHEET_FIELDS.map((field) => [field, input[`column-${field}`]])),
        university: input.university,
      },
      new Date(),
    );
    if (saved.outcome === 'gone') redirect(withQuery(importPath, { problem: 'gone' }));
    if (saved.outcome === 'mapping')
      redirect(withQuery(heldSheetPath(input.sheet), { problem: 'mapping' }));
    await log({
      action: 'sheet-mapped',
      record: `import ${saved.source}`,
      detail: SHEET_FIELDS.map((field) => `${field}=${input[`column-${field}`] || '-'}`)
        .concat(input.university ? [`default university=${input.university}`] : [])
        .join(' '),
    });
    redirect(withQuery(heldSheetPath(input.sheet), { done: 'mapped' }));
  },
);

export const importHeldSheet = operatorAction<{ sheet: string; mark: string }, void>(
  {
    name: 'import-sheet',
    schema: z.object({ sheet: sheetId, mark: z.string().check(z.maxLength(64)) }),
    permission: IMPORT_PERMISSION,
    page: pageOf,
    invalid: backWith('changed'),
    unavailable: backWith('unavailable'),
  },
  async (input, { services, operator, log }) => {
    const imported = await services.sheets.importSheet(
      operator,
      input.sheet,
      input.mark,
      new Date(),
    );
    switch (imported.outcome) {
      case 'gone':
        redirect(withQuery(importPath, { problem: 'gone' }));
      case 'changed':
      case 'rows':
      case 'unavailable':
        redirect(withQuery(heldSheetPath(input.sheet), { problem: imported.outcome }));
      case 'imported-before':
        await log({
          action: 'sheet-imported',
          record: `import ${imported.source}`,
          detail: `${imported.rows} rows: imported before, nothing added`,
        });
        redirect(
          withQuery(importPath, {
            done: 'imported',
            source: imported.source,
            stored: 0,
            repeats: 0,
            duplicates: imported.rows,
          }),
        );
      case 'imported': {
        const { stored, repeats, duplicates } = imported.counts;
        await log({
          action: 'sheet-imported',
          record: `import ${imported.source}`,
          detail: `${imported.rows} rows: ${stored} new leads, ${repeats} repeat enquiries, ${duplicates} seen before`,
        });
        redirect(
          withQuery(importPath, {
            done: 'imported',
            source: imported.source,
            stored,
            repeats,
            duplicates,
          }),
        );
      }
    }
  },
);

export const discardHeldSheet = operatorAction<{ sheet: string }, void>(
  {
    name: 'discard-sheet',
    schema: z.object({ sheet: sheetId }),
    permission: IMPORT_PERMISSION,
    page: pageOf,
    invalid: () => redirect(withQuery(importPath, { problem: 'gone' })),
    unavailable: backWith('unavailable'),
  },
  async (input, { services, operator, log }) => {
    if (await services.sheets.discard(operator, input.sheet))
      await log({ action: 'sheet-discarded', record: importPath, detail: 'held sheet erased' });
    redirect(withQuery(importPath, { done: 'discarded' }));
  },
);
