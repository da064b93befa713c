'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { admissionReason } from '@/lib/admission/admission-lead';
import type { AdmissionFormCopy } from '@/lib/catalogue/content-types';
import { POSTED_FORM } from '@/lib/leads/form-post';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/config/language';
import { lazyResolver } from '@/lib/leads/lazy-resolver';
import { warmKeeping } from '@/lib/saved-sends/lazy-send';
import { postAdmission } from '@/lib/server/intake/form-actions';
import type { AdmissionFormValues, AdmissionMessages } from '@/lib/validations/admission';
import { FieldError } from '../leads/field-error';
import { FormProblem } from '../leads/form-problem';
import { Honeypot } from '../leads/honeypot';
import { PhoneField } from '../leads/phone-field';
import { PostedFields } from '../leads/posted-fields';
import { PrivacyNotice, PrivacyText } from '../leads/privacy-notice';
import { SavedNotice } from '../leads/saved-notice';
import { TextField } from '../leads/text-field';
import { postedErrors, typedChoice, typedTick, typedValues } from '../leads/typed-values';
import { buttonVariants } from '../ui/button-variants';
import { useHydrated } from '../ui/use-hydrated';
import { useLeadSubmission } from '../leads/use-lead-submission';
import { useSessionDraft } from '../leads/use-session-draft';
import { HIDDEN_FOR_A_MINOR, MinorFields, SHOWN_FOR_A_MINOR } from './minor-fields';

// Each language's messages are a chunk of their own: a page loads only its own.
const messages: Record<Language, () => Promise<AdmissionMessages>> = {
  en: () => import('@/content/form-messages').then((m) => m.admissionMessagesEn),
  hi: () => import('@/content/hi/admission-messages').then((m) => m.admissionMessagesHi),
};

// The schema and zod load when the student first focuses the form, not with the page.
const validationIn = (language: Language) =>
  lazyResolver(async () => {
    const [{ zodResolver }, { admissionFormSchema }, said] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@/lib/validations/admission'),
      messages[language](),
    ]);
    return zodResolver(admissionFormSchema(said));
  });

const validations: Record<Language, ReturnType<typeof validationIn>> = {
  en: validationIn('en'),
  hi: validationIn('hi'),
};

// So does the code that keeps a send the connection dropped.
const warm = (language: Language) => () => {
  validations[language].warm();
  warmKeeping();
};

const DRAFT_FIELDS = ['name', 'email', 'phone', 'course', 'city'] as const;
const GUARDIAN_FIELDS = ['guardian_name', 'guardian_phone'] as const;
// What a reload keeps: the typed fields, the answer to the question and the guardian.
const SESSION_FIELDS = [...DRAFT_FIELDS, 'adult', ...GUARDIAN_FIELDS] as const;

type Props = {
  universityId: string;
  universityName: string;
  /** `value` is what the lead stores (the programme's English name), `label` what is shown. */
  courses: { value: string; label: string }[];
  language: Language;
  copy: AdmissionFormCopy;
  /** The version of `copy.consent` and `copy.notice`, sent with the lead (lib/leads/consent.ts). */
  consentVersion: string;
  thankYouPath: string;
};

/**
 * The student enquiry of the admission pages; success leads to the thank-you page. Until its
 * code has taken over (or where it never does) the same form posts natively to postAdmission.
 */
export function AdmissionForm({
  universityId,
  universityName,
  courses,
  language,
  copy,
  consentVersion,
  thankYouPath,
}: Props) {
  const router = useRouter();
  const validation = validations[language];
  const id = (name: string) => `${universityId}-${name}`;
  const [posted, postAction] = useActionState(postAdmission, null);
  const enhanced = useHydrated();
  const [initialValues] = useState(() => ({
    ...typedValues(DRAFT_FIELDS, id, posted),
    ...typedValues(GUARDIAN_FIELDS, id, posted),
    // Unanswered until chosen, which the schema refuses with the question's message.
    adult: (typedChoice('adult', { yes: id('adult'), no: id('adult-no') }, posted) || undefined) as
      AdmissionFormValues['adult'] | undefined,
    consent: typedTick(id('consent')),
  }));
  // One object per answer: react-hook-form applies `errors` again whenever it is a new one.
  const postedMessages = useMemo(() => postedErrors(posted), [posted]);
  const form = useForm<AdmissionFormValues>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: initialValues,
    errors: postedMessages,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful, submitCount },
  } = form;
  // The consent tick is never restored: the student gives it afresh.
  const clearDraft = useSessionDraft(form, SESSION_FIELDS);
  // The thank-you page waits until the server has the lead: now, or when the kept send went.
  const { send, honeypot, savedNotice } = useLeadSubmission(
    { version: consentVersion },
    {
      form: `admission:${universityId}:${language}`,
      toasts: copy.toasts,
      saved: copy.saved,
      onAccepted: () => {
        clearDraft();
        router.push(`${thankYouPath}?for=${universityId}`);
      },
    },
  );

  const onSubmit = handleSubmit(async ({ guardian_name, guardian_phone, ...values }) => {
    const sent = await send({
      ...values,
      // The guardian's fields, hidden for an adult, are sent only for a minor.
      ...(values.adult === 'no' ? { guardian_name, guardian_phone } : {}),
      reason: admissionReason(universityName),
      // English is what a lead without a language is, so English forms send the API's body as is.
      ...(language === DEFAULT_LANGUAGE ? {} : { language }),
    });
    // Throwing keeps react-hook-form's submit unsuccessful, so the button is usable again.
    if (!sent) throw new Error('not sent');
  });

  const busy = isSubmitting || isSubmitSuccessful;
  // The server's messages until react-hook-form has taken them over (it sets them in an effect).
  const errorOf = (name: keyof AdmissionFormValues) =>
    enhanced ? errors[name]?.message : posted?.errors[name];
  const { labels } = copy;

  return (
    <form
      action={postAction}
      onSubmit={(event) => onSubmit(event).catch(() => undefined)}
      onFocus={warm(language)}
      noValidate
      data-enhanced={enhanced || undefined}
      className="relative flex flex-col gap-4"
    >
      {posted && submitCount === 0 && <FormProblem state={posted} copy={copy.problems} idOf={id} />}
      <TextField
        id={id('name')}
        label={labels.name}
        autoComplete="name"
        error={errorOf('name')}
        defaultValue={initialValues.name}
        {...register('name')}
      />
      <PhoneField
        id={id('phone')}
        label={labels.phone}
        error={errorOf('phone')}
        defaultValue={initialValues.phone}
        registration={register('phone')}
      />
      <TextField
        id={id('email')}
        label={labels.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errorOf('email')}
        defaultValue={initialValues.email}
        {...register('email')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id('course')} className="text-sm font-semibold text-ink">
          {labels.course}
        </label>
        <select
          id={id('course')}
          aria-invalid={errorOf('course') ? true : undefined}
          aria-describedby={errorOf('course') ? `${id('course')}-error` : undefined}
          defaultValue={initialValues.course}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink aria-invalid:border-red-600"
          {...register('course')}
        >
          <option value="">{copy.courseEmptyOption}</option>
          {courses.map((course) => (
            <option key={course.value} value={course.value}>
              {course.label}
            </option>
          ))}
        </select>
        <FieldError id={`${id('course')}-error`} message={errorOf('course')} />
      </div>
      <TextField
        id={id('city')}
        label={labels.city}
        autoComplete="address-level2"
        error={errorOf('city')}
        defaultValue={initialValues.city}
        {...register('city')}
      />
      <MinorFields
        copy={copy.minor}
        id={id}
        register={register}
        errorOf={errorOf}
        initial={initialValues}
      />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            type="checkbox"
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={errorOf('consent') ? `${id('consent')}-error` : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
            {...register('consent')}
          />
          {/* The student's wording, or the guardian's once the student says they are under 18. */}
          <label htmlFor={id('consent')} className="text-sm text-gray-800">
            <span className={HIDDEN_FOR_A_MINOR}>
              <PrivacyText text={copy.consent} />
            </span>
            <span className={SHOWN_FOR_A_MINOR}>
              <PrivacyText text={copy.minor.consent} />
            </span>
          </label>
        </div>
        <FieldError id={`${id('consent')}-error`} message={errorOf('consent')} />
      </div>
      <div className={HIDDEN_FOR_A_MINOR}>
        <PrivacyNotice text={copy.notice} language={language} />
      </div>
      <div className={SHOWN_FOR_A_MINOR}>
        <PrivacyNotice text={copy.minor.notice} language={language} />
      </div>
      <Honeypot ref={honeypot} />
      <PostedFields
        form={{
          [POSTED_FORM.university]: universityId,
          [POSTED_FORM.language]: language,
          [POSTED_FORM.consentVersion]: consentVersion,
        }}
      />
      <SavedNotice text={savedNotice} />
      <button
        type="submit"
        disabled={busy}
        className={buttonVariants({ size: 'lg', width: 'full' })}
      >
        {busy ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
