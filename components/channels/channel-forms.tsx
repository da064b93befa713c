import { Field, LabelledSelect } from '@/components/inbox/form-fields';
import { channelsCopy as copy } from '@/content/inbox-channels';
import { getUniversity, universities } from '@/lib/catalogue/universities';
import { CHANNEL_LABELS, PLATFORMS, type Channel } from '@/lib/channels/channel-names';
import { saveChannelForm } from '@/lib/server/inbox-entries/channel-actions';
import { indiaReadable } from '@/lib/time/india-time';
import { buttonVariants } from '../ui/button-variants';
import { CELL, ScrollTable } from './scroll-table';

export type ChannelFormRow = {
  channel: Channel;
  form_id: string;
  university: string | null;
  course_question: string | null;
  city_question: string | null;
  last_lead_at: string | null;
};

/** The platform forms seen or mapped: where each one's leads go. */
export function ChannelFormsTable({ forms }: { forms: ChannelFormRow[] }) {
  if (!forms.length) return <p>{copy.noForms}</p>;
  return (
    <ScrollTable
      caption={copy.formsCaption}
      headings={[
        copy.formId,
        copy.platform,
        copy.university,
        copy.courseQuestion,
        copy.cityQuestion,
        copy.lastFormLead,
      ]}
    >
      {forms.map((form) => (
        <tr key={`${form.channel}:${form.form_id}`} className="border-b border-gray-200">
          <th scope="row" className={`${CELL} font-semibold break-all`}>
            {form.form_id}
          </th>
          <td className={CELL}>{CHANNEL_LABELS[form.channel]}</td>
          <td className={CELL}>
            {(form.university && getUniversity(form.university)?.name) ?? copy.notMapped}
          </td>
          <td className={`${CELL} break-all`}>{form.course_question ?? '–'}</td>
          <td className={`${CELL} break-all`}>{form.city_question ?? '–'}</td>
          <td className={CELL}>
            {form.last_lead_at ? (
              <time dateTime={form.last_lead_at}>{indiaReadable(form.last_lead_at)}</time>
            ) : (
              copy.never
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/**
 * An admin maps a platform form to a university and its questions: a plain form that posts
 * natively; the page comes back saying what was saved or what was wrong.
 */
export function ChannelFormMapping() {
  return (
    <form
      action={saveChannelForm}
      className="flex max-w-xl flex-col gap-3"
      aria-labelledby="map-form-heading"
    >
      <h3 id="map-form-heading" className="text-lg font-bold">
        {copy.mapHeading}
      </h3>
      <LabelledSelect
        id="form-channel"
        label={copy.platform}
        name="channel"
        options={PLATFORMS.map((value) => ({ value, label: CHANNEL_LABELS[value] }))}
      />
      <Field
        id="form-id"
        label={copy.formId}
        hint={copy.formIdHint}
        name="form"
        required
        maxLength={64}
        autoComplete="off"
      />
      <LabelledSelect
        id="form-university"
        label={copy.university}
        name="university"
        options={universities.map(({ id, name }) => ({ value: id, label: name }))}
      />
      <Field
        id="form-course"
        label={copy.courseQuestion}
        hint={copy.courseHint}
        name="course"
        maxLength={100}
        autoComplete="off"
      />
      <Field
        id="form-city"
        label={copy.cityQuestion}
        hint={copy.cityHint}
        name="city"
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit" className={buttonVariants({ size: 'lg' })}>
        {copy.save}
      </button>
    </form>
  );
}
