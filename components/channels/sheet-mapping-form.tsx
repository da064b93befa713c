import { LabelledSelect } from '@/components/inbox/form-fields';
import { sheetsCopy as copy } from '@/content/inbox-sheets';
import { universities } from '@/lib/catalogue/universities';
import { SHEET_FIELDS, type SheetMapping } from '@/lib/channels/sheet-fields';
import { saveSheetMapping } from '@/lib/server/inbox-entries/sheet-actions';
import { buttonVariants } from '../ui/button-variants';

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
          <LabelledSelect
            key={field}
            id={`map-${field}`}
            label={copy.fields[field]}
            name={`column-${field}`}
            options={columns}
            defaultValue={mapping.columns[field]}
            none={copy.noColumn}
          />
        ))}
        <LabelledSelect
          id="map-university-default"
          label={copy.universityDefault}
          name="university"
          options={universities.map(({ id, name }) => ({ value: id, label: name }))}
          defaultValue={mapping.university}
          none={copy.universityDefaultNone}
        />
      </div>
      <button type="submit" className={`${buttonVariants({ size: 'lg' })} self-start`}>
        {copy.saveMapping}
      </button>
    </form>
  );
}
