import { Field, LabelledSelect } from '@/components/inbox/form-fields';
import { deliveryPageCopy } from '@/content/inbox-delivery';
import { ADAPTERS } from '@/lib/delivery/delivery-values';
import {
  saveDelivery,
  turnDeliveryOff,
  uploadSheet,
} from '@/lib/server/inbox-entries/delivery-actions';
import { buttonVariants } from '../ui/button-variants';

const copy = deliveryPageCopy;

type University = { id: string; name: string };

function UniversitySelect({ id, universities }: { id: string; universities: University[] }) {
  return (
    <LabelledSelect
      id={id}
      label={copy.university}
      name="university"
      options={universities.map(({ id: value, name }) => ({ value, label: name }))}
    />
  );
}

/**
 * A university's delivery and its master sheet, set by an admin. Plain forms that post natively:
 * the page comes back saying what was saved or what was wrong. The credential is never shown.
 */
export function DeliveryForms({ universities }: { universities: University[] }) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <form action={saveDelivery} className="flex flex-col gap-3" aria-label={copy.setUpHeading}>
        <UniversitySelect id="delivery-university" universities={universities} />
        <LabelledSelect
          id="delivery-adapter"
          label={copy.adapter}
          name="adapter"
          options={ADAPTERS.map((adapter) => ({ value: adapter, label: copy.adapters[adapter] }))}
        />
        <Field
          id="delivery-url"
          label={copy.url}
          hint={copy.urlHint}
          name="url"
          type="url"
          maxLength={2000}
        />
        <Field
          id="delivery-secret"
          label={copy.secret}
          hint={copy.secretHint}
          name="secret"
          type="password"
          autoComplete="off"
          maxLength={500}
        />
        <Field
          id="delivery-cap"
          label={copy.dailyCap}
          hint={copy.dailyCapHint}
          name="dailyCap"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={12}
        />
        <button type="submit" className={buttonVariants({ size: 'lg' })}>
          {copy.save}
        </button>
      </form>
      <div className="flex flex-col gap-8">
        <form action={uploadSheet} className="flex flex-col gap-3" aria-labelledby="sheet-heading">
          <h3 id="sheet-heading" className="text-lg font-bold">
            {copy.sheetHeading}
          </h3>
          <UniversitySelect id="sheet-university" universities={universities} />
          <Field
            id="sheet-file"
            label={copy.sheetFile}
            hint={copy.sheetHint}
            name="sheet"
            type="file"
            accept=".csv,text/csv"
            required
          />
          <button type="submit" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {copy.upload}
          </button>
        </form>
        <form action={turnDeliveryOff} className="flex flex-col gap-3" aria-label={copy.turnOff}>
          <UniversitySelect id="off-university" universities={universities} />
          <button type="submit" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {copy.turnOff}
          </button>
        </form>
      </div>
    </div>
  );
}
