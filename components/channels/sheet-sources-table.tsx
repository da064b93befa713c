import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { getUniversity } from '@/lib/catalogue/universities';
import { SHEET_FIELDS, type SheetColumns } from '@/lib/channels/sheet-fields';
import { indiaReadable } from '@/lib/time/india-time';
import { CELL, ScrollTable } from './scroll-table';

export type SourceRow = {
  key: string;
  name: string;
  columns: SheetColumns;
  university: string | null;
  updatedAt: string;
};

/** The portals mapped before: which column holds each field, kept for their next sheet. */
export function SheetSourcesTable({ sources }: { sources: SourceRow[] }) {
  if (!sources.length) return <p>{copy.noSources}</p>;
  return (
    <ScrollTable
      caption={copy.sourcesCaption}
      headings={[
        copy.sourceName,
        ...SHEET_FIELDS.map((field) => copy.fields[field]),
        copy.sourceUniversity,
        copy.sourceUpdated,
      ]}
    >
      {sources.map((source) => (
        <tr key={source.key} className="border-b border-gray-200">
          <th scope="row" className={`${CELL} font-semibold`}>
            {source.name}
          </th>
          {SHEET_FIELDS.map((field) => (
            <td key={field} className={`${CELL} break-words`}>
              {source.columns[field] ?? '–'}
            </td>
          ))}
          <td className={CELL}>
            {(source.university && getUniversity(source.university)?.name) ?? copy.none}
          </td>
          <td className={CELL}>
            <time dateTime={source.updatedAt}>{indiaReadable(source.updatedAt)}</time>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
