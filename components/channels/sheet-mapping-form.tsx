import { FIELD } from '@/components/assignment/hinted-input';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { universities } from '@/lib/catalogue/universities';
import { SHEET_FIELDS, type SheetMapping } from '@/lib/channels/sheet-fields';
import { saveSheetMapping } from '@/lib/server/inbox-entries/sheet-actions';
import { buttonVariants } from '../ui/button-variants';

/** A labelled choice among the sheet's columns (or none), with the one in effect chosen. */
function ColumnSelect({
  id,
  label,
  name,
  options,
  chosen,
  none,
}: {
  id: string;
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: string | null | undefined;
  none: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={chosen ?? ''} className={FIELD}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Which of the sheet's columns holds each of our fields, pre-filled with the source's saved
 * mapping (or a guess from the header): a plain form posted natively; saved for the source.
 */
export function SheetMappingForm({
  sheetId,
  headers,
  mapping,
}: {
  sheetId: string;
  headers: string[];
  mapping: SheetMapping;
}) {
  const columns = headers.map((header) => ({ value: header, label: header }));
  return (
    <form
      action={saveSheetMapping}
      aria-labelledby="mapping-heading"
      className="flex max-w-3xl flex-col gap-3"
    >
      <h2 id="mapping-heading" className="text-xl font-bold">
        {copy.mappingHeading}
      </h2>
      <p>{copy.mappingIntro}</p>
      <input type="hidden" name="sheet" value={sheetId} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {SHEET_FIELDS.map((field) => (
          <ColumnSelect
            key={field}
            id={`map-${field}`}
            label={copy.fields[field]}
            name={`column-${field}`}
            options={columns}
            chosen={mapping.columns[field]}
            none={copy.noColumn}
          />
        ))}
        <ColumnSelect
          id="map-university-default"
          label={copy.universityDefault}
          name="university"
          options={universities.map(({ id, name }) => ({ value: id, label: name }))}
          chosen={mapping.university}
          none={copy.universityDefaultNone}
        />
      </div>
      <button type="submit" className={`${buttonVariants({ size: 'lg' })} self-start`}>
        {copy.saveMapping}
      </button>
    </form>
  );
}
