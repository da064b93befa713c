import 'server-only';
import { createHash } from 'node:crypto';
import { admissionMessagesEn } from '@/content/form-messages';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { universities, type University } from '@/lib/catalogue/universities';
import {
  comparable,
  SHEET_FIELDS,
  type SheetField,
  type SheetMapping,
} from '@/lib/channels/sheet-fields';
import { admissionSchema } from '@/lib/validations/admission';
import { z } from '@/lib/validations/zod';
import type { ChannelLead } from './channel-intake';
import type { Sheet, SheetRow } from '../http/sheet-read';

// A portal sheet's rows checked against a source's mapping (docs/operations.md#portal-sheets): each
// row by the admission form's own schema (name, email, phone, course and city, with its exact
// messages), and besides, that its university is one we run admissions for and its course one
// of that university's. Each problem is said with the row's line in the sheet.

/** A row ready to be a lead: our fields, its line, and its key (a hash of the source and cells). */
export type SheetLead = {
  line: number;
  key: string;
  name: string;
  phone: string;
  email: string;
  course: string;
  city: string;
  university: University;
};

export type RowProblems = { line: number; problems: string[] };

export type CheckedSheet = { mapping: string[] } | { leads: SheetLead[]; problems: RowProblems[] };

/** The fields a row must have, as the admission form asks them; the university may be a default. */
const NEEDED: SheetField[] = ['name', 'phone', 'email', 'course', 'city'];

const schema = admissionSchema(admissionMessagesEn);

/** A phone as typed in a sheet (+91, spaces, a leading 0): its digits, nothing cut off. */
const phoneDigits = (value: string) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
};

/** The university a row's value names: its id, name or short name, however written. */
const universityNamed = (value: string) =>
  universities.find((university) =>
    [university.id, university.name, university.shortName].some(
      (name) => comparable(name) === comparable(value),
    ),
  );

/** The university's programme a value names: its full name or its short one ("MBA", "B.Tech"). */
const programmeNamed = (university: University, value: string) =>
  university.programmes.find((programme) =>
    [programme.name, programme.name.split(' (')[0]].some(
      (name) => comparable(name) === comparable(value),
    ),
  )?.name;

/** Whatever in the mapping keeps its rows from being checked: a field with no column. */
export function mappingProblems(sheet: Sheet, mapping: SheetMapping) {
  const missing = SHEET_FIELDS.filter((field) => {
    const column = mapping.columns[field];
    if (column !== undefined && sheet.headers.includes(column)) return false;
    return field !== 'university' || !mapping.university;
  });
  return missing.map((field) => copy.unmapped(copy.fields[field]));
}

/** The row's key: the same row of the same source is the same lead, whichever sheet brings it. */
const rowKey = (source: string, row: SheetRow) =>
  createHash('sha256')
    .update(JSON.stringify([source, row.cells]))
    .digest('hex')
    .slice(0, 32);

/** Each row as a lead, or its problems; the mapping's problems when it cannot be applied. */
export function checkSheet(sheet: Sheet, mapping: SheetMapping, source: string): CheckedSheet {
  const unmapped = mappingProblems(sheet, mapping);
  if (unmapped.length) return { mapping: unmapped };
  const index = Object.fromEntries(
    SHEET_FIELDS.map((field) => {
      const column = mapping.columns[field];
      return [field, column === undefined ? -1 : sheet.headers.indexOf(column)];
    }),
  ) as Record<SheetField, number>;
  const fallback = mapping.university ? universityNamed(mapping.university) : undefined;
  const leads: SheetLead[] = [];
  const problems: RowProblems[] = [];
  for (const row of sheet.rows) {
    const value = (field: SheetField) => (index[field] < 0 ? '' : row.cells[index[field]]);
    const found: string[] = [];
    const checked = z.safeParse(schema, {
      ...Object.fromEntries(NEEDED.map((field) => [field, value(field)])),
      phone: phoneDigits(value('phone')),
      // The portal asked the student's consent to be contacted, as its terms say.
      consent: true,
    });
    if (!checked.success) {
      const fields = new Set<string>();
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        // One message a field, the most basic one, as the form shows it.
        if (fields.has(field)) continue;
        fields.add(field);
        found.push(issue.message);
      }
    }
    const named = value('university');
    const university = named ? universityNamed(named) : fallback;
    if (!university) found.push(named ? copy.unknownUniversity(named) : copy.noUniversity);
    const course = university && value('course') && programmeNamed(university, value('course'));
    if (university && value('course') && !course)
      found.push(copy.unknownCourse(value('course'), university.name));
    if (found.length || !checked.success || !university || !course) {
      problems.push({ line: row.line, problems: found });
      continue;
    }
    leads.push({
      line: row.line,
      key: rowKey(source, row),
      name: checked.data.name,
      phone: checked.data.phone,
      email: checked.data.email,
      course,
      city: checked.data.city,
      university,
    });
  }
  return { leads, problems };
}

/**
 * A checked row as the one intake takes a channel's lead: the source's name is its campaign, and
 * its consent says where it was given (the portal's own form and terms).
 */
export const channelLeadOfRow = (
  lead: SheetLead,
  source: { key: string; name: string },
): ChannelLead => ({
  channel: 'import',
  leadId: lead.key,
  answers: {
    full_name: lead.name,
    phone_number: lead.phone,
    email: lead.email,
    course: lead.course,
    city: lead.city,
  },
  formId: null,
  campaignId: null,
  adsetId: null,
  adId: null,
  campaignName: source.name,
  createdAt: null,
  isTest: false,
  gclid: null,
  consent: {
    version: `portal-sheet:${comparable(source.key) || 'source'}`,
    text: `Sent through ${source.name}, an education portal, with the portal's own notice and consent to be contacted about admissions; imported from its sheet by an admin of Leadwise Digital.`,
  },
  university: lead.university.id,
});
