import type { SheetField } from '@/lib/channels/sheet-fields';
import { SHEET_MAX_BYTES, SHEET_MAX_COLUMNS, SHEET_MAX_ROWS } from '@/lib/channels/sheet-limits';

// The admins' import of portals' sheets (/inbox/import; docs/operations.md#portal-sheets).

const megabytes = Math.round(SHEET_MAX_BYTES / 1024 / 1024);
const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export const sheetsCopy = {
  navLabel: 'Import a sheet',
  title: 'Import a portal sheet',
  intro: `Leads that education portals (Shiksha, Collegedunia, CollegeDekho…) sell as a sheet join the inbox like any other: each row becomes a lead of channel "import" with the source as its campaign, is assigned and pushed with its first-contact deadline, and goes to its university; a person already in the inbox joins their open lead as a repeat enquiry. A CSV or an Excel workbook (.xlsx, its first sheet), up to ${megabytes} MB and ${SHEET_MAX_ROWS.toLocaleString('en-IN')} rows.`,
  uploadHeading: 'Upload',
  source: 'Source',
  sourceHint:
    'The portal the sheet came from, e.g. Shiksha. Its column mapping is kept for its next sheet, and it is the leads’ campaign.',
  file: 'Sheet (CSV or XLSX)',
  upload: 'Upload and map',
  tooBig: `The sheet is larger than ${megabytes} MB: split it and import each part.`,
  sourcesHeading: 'Sources mapped before',
  sourcesCaption: 'Which column of its sheets holds each field',
  noSources: 'No source has been mapped yet.',
  sourceName: 'Source',
  sourceUniversity: 'University when a row names none',
  sourceUpdated: 'Mapping saved',
  none: 'none',
  // The mapping and preview page.
  sheetTitle: (source: string) => `Map and check: ${source}`,
  sheetFacts: (fileName: string, rows: number, until: string) =>
    `${fileName}: ${count(rows, 'row')}. Held until ${until}, then erased, as it is once imported or discarded.`,
  mappingHeading: 'Columns',
  mappingIntro:
    'Which column of the sheet holds each of our fields. Saved for this source: its next sheet is mapped the same way.',
  fields: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    course: 'Course',
    city: 'City',
    university: 'University',
  } satisfies Record<SheetField, string>,
  noColumn: '(no column)',
  universityDefault: 'University when a row names none',
  universityDefaultNone: '(each row names its university)',
  saveMapping: 'Save mapping and check the rows',
  mappingSaved: 'Mapping saved. The rows are checked below.',
  previewHeading: 'Check',
  unchecked: 'Save the mapping to check the rows.',
  allGood: (rows: number) => `All ${count(rows, 'row')} can be imported.`,
  someBad: (bad: number, rows: number) =>
    `${count(bad, 'row')} of ${rows.toLocaleString('en-IN')} cannot be imported as ${bad === 1 ? 'it is' : 'they are'}. Nothing is imported until every row can be: correct the sheet (or the mapping) and upload it again.`,
  problemsCaption: 'Rows that cannot be imported, by their line in the sheet',
  line: 'Line',
  problemsColumn: 'Problems',
  moreProblems: (more: number) => `and ${count(more, 'more row')} with problems.`,
  sampleCaption: 'The first rows as they will be imported',
  importedBefore: (at: string) =>
    `This sheet was imported on ${at}: importing it again adds nothing.`,
  importAll: (rows: number) => `Import all ${count(rows, 'row')}`,
  discard: 'Discard this sheet',
  // Outcomes, from the address (never a word of the sheet).
  imported: (source: string, stored: number, repeats: number, duplicates: number) =>
    `Imported from ${source}: ${count(stored, 'new lead')}, ${count(repeats, 'repeat enquiry', 'repeat enquiries')}, ${count(duplicates, 'row')} seen before.`,
  viewLeads: (source: string) => `See the leads of ${source} in the queue`,
  discarded: 'The sheet was discarded and erased.',
  problems: {
    source: 'Give the source’s name (up to 60 characters), e.g. Shiksha.',
    file: 'Choose the sheet to upload.',
    'too-big': `The sheet is larger than ${megabytes} MB: split it and import each part.`,
    kind: 'Only CSV and Excel (.xlsx) sheets can be imported; save an .xls workbook as .xlsx first.',
    unreadable: 'The workbook could not be read: open it in Excel and save it again as .xlsx.',
    empty: 'The sheet has no rows below its header.',
    'too-many-rows': `The sheet has more than ${SHEET_MAX_ROWS.toLocaleString('en-IN')} rows: split it and import each part.`,
    'too-many-columns': `The sheet has more than ${SHEET_MAX_COLUMNS} columns: is its first sheet the leads?`,
    gone: 'That sheet is no longer held (it was imported, discarded, or its time ran out): upload it again.',
    mapping:
      'That mapping could not be saved: map each field to one of the sheet’s columns (the university may instead be the same for every row).',
    changed: 'The mapping changed since the check: look at the check again before importing.',
    rows: 'Some rows cannot be imported as they are: nothing was imported.',
    unavailable: 'That did not work. Nothing was changed; try again in a minute.',
  },
  // What a row or the mapping lacks.
  unmapped: (field: string) => `${field}: choose its column`,
  unknownCourse: (course: string, university: string) =>
    `Course “${course}” is not one of ${university}’s courses`,
  unknownUniversity: (value: string) => `University “${value}” is not one we run admissions for`,
  noUniversity: 'University is required',
} as const;
