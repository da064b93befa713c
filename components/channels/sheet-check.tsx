import { sheetsCopy as copy } from '@/content/inbox-sheets';
import type { CheckedSheet, SheetLead } from '@/lib/server/channels/sheet-rows';
import { importHeldSheet } from '@/lib/server/inbox-entries/sheet-actions';
import { indiaReadable } from '@/lib/time/india-time';
import { buttonVariants } from '../ui/button-variants';
import { CELL, ScrollTable } from './scroll-table';

/** The most rows with problems listed: past them, how many more. */
const LISTED = 200;

function Problems({
  problems,
}: {
  problems: Extract<CheckedSheet, { leads: unknown }>['problems'];
}) {
  return (
    <>
      <ScrollTable caption={copy.problemsCaption} headings={[copy.line, copy.problemsColumn]}>
        {problems.slice(0, LISTED).map(({ line, problems: found }) => (
          <tr key={line} className="border-b border-gray-200">
            <th scope="row" className={`${CELL} font-semibold`}>
              {line}
            </th>
            <td className={CELL}>
              <ul className="list-disc pl-5">
                {found.map((problem) => (
                  <li key={problem} className="break-words">
                    {problem}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </ScrollTable>
      {problems.length > LISTED && <p>{copy.moreProblems(problems.length - LISTED)}</p>}
    </>
  );
}

function Sample({ leads }: { leads: SheetLead[] }) {
  return (
    <ScrollTable
      caption={copy.sampleCaption}
      headings={[
        copy.line,
        copy.fields.name,
        copy.fields.phone,
        copy.fields.email,
        copy.fields.course,
        copy.fields.city,
        copy.fields.university,
      ]}
    >
      {leads.map((lead) => (
        <tr key={lead.line} className="border-b border-gray-200 whitespace-nowrap">
          <th scope="row" className={`${CELL} font-semibold`}>
            {lead.line}
          </th>
          <td className={CELL}>{lead.name}</td>
          <td className={CELL}>{lead.phone}</td>
          <td className={CELL}>{lead.email}</td>
          <td className={CELL}>{lead.course}</td>
          <td className={CELL}>{lead.city}</td>
          <td className={CELL}>{lead.university.name}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/**
 * The rows checked against the saved mapping: each one's problems by its line, or, when every row
 * can be imported, the first ones as they will be and the one button that imports them all.
 */
export function SheetCheck({
  sheetId,
  check,
  mark,
  sample,
  importedAt,
}: {
  sheetId: string;
  check: CheckedSheet | null;
  mark: string | null;
  sample: SheetLead[];
  importedAt: string | null;
}) {
  return (
    <section aria-labelledby="check-heading" className="flex flex-col gap-3">
      <h2 id="check-heading" className="text-xl font-bold">
        {copy.previewHeading}
      </h2>
      {check === null ? (
        <p>{copy.unchecked}</p>
      ) : 'mapping' in check ? (
        <ul className="list-disc pl-5 font-semibold text-red-800">
          {check.mapping.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : check.problems.length ? (
        <>
          <p className="font-semibold text-red-800">
            {copy.someBad(check.problems.length, check.problems.length + check.leads.length)}
          </p>
          <Problems problems={check.problems} />
        </>
      ) : (
        <>
          <p className="font-semibold text-green-900">{copy.allGood(check.leads.length)}</p>
          {importedAt && (
            <p className="rounded-lg border-2 border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900">
              {copy.importedBefore(indiaReadable(importedAt))}
            </p>
          )}
          <Sample leads={sample} />
          <form action={importHeldSheet}>
            <input type="hidden" name="sheet" value={sheetId} />
            <input type="hidden" name="mark" value={mark ?? ''} />
            <button type="submit" className={buttonVariants({ size: 'lg' })}>
              {copy.importAll(check.leads.length)}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
