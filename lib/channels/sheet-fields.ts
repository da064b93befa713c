// Our fields a portal's sheet is mapped to (docs/operations.md#portal-sheets), in the mapping
// form's order, with the names portals give their columns, which pre-fill a new source's mapping.

export const SHEET_FIELDS = ['name', 'phone', 'email', 'course', 'city', 'university'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

/** Which of the sheet's columns (by its header) holds each of our fields; none for a field unmapped. */
export type SheetColumns = Partial<Record<SheetField, string>>;

/**
 * A source's mapping: its columns, and the university of a row that names none (a portal's sheet
 * is often one university's leads, with no such column).
 */
export type SheetMapping = { columns: SheetColumns; university: string | null };

/** Column names the portals use for each field, lower-case letters and digits only. */
const USUAL_NAMES: Record<SheetField, string[]> = {
  name: ['name', 'fullname', 'studentname', 'candidatename', 'leadname', 'firstname'],
  phone: ['phone', 'mobile', 'mobileno', 'mobilenumber', 'phonenumber', 'contact', 'contactnumber'],
  email: ['email', 'emailid', 'emailaddress', 'mail'],
  course: ['course', 'program', 'programme', 'coursename', 'interestedcourse', 'courseinterested'],
  city: ['city', 'location', 'currentcity', 'residencecity'],
  university: ['university', 'college', 'institute', 'collegename', 'universityname'],
};

/** A name or value as compared: lower-case letters and digits only. */
export const comparable = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A first guess at a new source's columns from the sheet's header. */
export function guessedColumns(headers: readonly string[]): SheetColumns {
  const columns: SheetColumns = {};
  for (const field of SHEET_FIELDS) {
    const found = headers.find((header) => USUAL_NAMES[field].includes(comparable(header)));
    if (found) columns[field] = found;
  }
  return columns;
}

/** A source's key: its name as typed, whatever its case and spacing ("Shiksha", " shiksha "). */
export const sourceKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The longest source name: it is the leads' campaign. */
export const MAX_SOURCE_NAME = 60;
