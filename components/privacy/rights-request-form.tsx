'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useForm } from 'react-hook-form';
import type { Language } from '@/lib/config/language';
import { lazyResolver } from '@/lib/leads/lazy-resolver';
import type { RightsFormCopy } from '@/lib/privacy/privacy-copy';
import type { RightsReceiptState } from '@/lib/privacy/rights-request-state';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { RIGHTS_REQUEST_KINDS } from '@/lib/privacy/rights-request-values';
import { RIGHTS_LANGUAGE_FIELD } from '@/lib/privacy/rights-request-state';
import { postRightsRequest } from '@/lib/server/intake/rights-request-action';
import type { RightsRequestMessages, RightsRequestValues } from '@/lib/validations/rights-request';
import { FieldError } from '../leads/field-error';
import { FormProblem } from '../leads/form-problem';
import { Honeypot } from '../leads/honeypot';
import { PhoneField } from '../leads/phone-field';
import { PostedFields } from '../leads/posted-fields';
import { TextField } from '../leads/text-field';
import { postedErrors, typedValues } from '../leads/typed-values';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';
import { useHydrated } from '../ui/use-hydrated';

// The schema and zod load when the person first focuses the form, not with the page.
const validationWith = (messages: RightsRequestMessages) =>
  lazyResolver(async () => {
    const [{ zodResolver }, { rightsRequestSchema }] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@/lib/validations/rights-request'),
    ]);
    return zodResolver(rightsRequestSchema(messages));
  });

const TYPED = ['phone', 'email', 'details'] as const;
const idOf = (name: string) => `rights-${name}`;
/** The radio buttons' ids; a message about the kind links to the first. */
const kindId = (kind: string) => `rights-kind-${kind}`;
const KIND_ERROR_ID = 'rights-kind-error';

/** The kind chosen in the server's markup (put back after a post), as the script takes over. */
function typedKind(posted: { values: Record<string, string> } | null) {
  if (typeof document === 'undefined') return posted?.values.kind ?? '';
  const checked = document.querySelector<HTMLInputElement>('input[name="kind"]:checked');
  return checked?.value ?? '';
}

type Props = { language: Language; copy: RightsFormCopy };

/**
 * The answer: the reference and the due date, the same for everyone. Focused when it appears, so
 * that a screen reader says it: by the browser on a page the server answered (autoFocus), by its
 * effect where it replaced the form in the page (React focuses only form controls itself).
 */
function Receipt({
  receipt,
  copy,
  language,
}: {
  receipt: RightsReceiptState;
  copy: RightsFormCopy['answer'];
  language: Language;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      role="status"
      tabIndex={-1}
      autoFocus
      className="flex flex-col gap-3 rounded-xl border-2 border-brand-600 bg-white p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <h2 className="text-xl font-bold text-ink">{copy.heading}</h2>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold text-gray-800">{copy.reference}</dt>
        <dd className="font-mono text-lg font-bold text-ink" lang="en">
          {receipt.reference}
        </dd>
        <dt className="font-semibold text-gray-800">{copy.due}</dt>
        <dd className="text-ink">{receipt.dueDate}</dd>
      </dl>
      <p className="text-gray-700">{copy.text}</p>
      <a href={privacyPaths.requests(language)} className={textLink}>
        {copy.another}
      </a>
    </div>
  );
}

/**
 * A rights request (copy, correction, erasure, stop contact, complaint), answered with a reference
 * and a due date. Posts natively to postRightsRequest until its code has taken over (or where it
 * never does); then checks each field as the lead forms do and calls the same action.
 */
export function RightsRequestForm({ language, copy }: Props) {
  const [state, action, pending] = useActionState(postRightsRequest, null);
  const posted = state && 'values' in state ? state : null;
  const receipt = state && 'receipt' in state ? state.receipt : null;
  const enhanced = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [validation] = useState(() => validationWith(copy.messages));
  const [initialValues] = useState(() => ({
    ...typedValues(TYPED, idOf, posted),
    kind: typedKind(posted),
  }));
  const postedMessages = useMemo(() => postedErrors(posted), [posted]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RightsRequestValues>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: initialValues as RightsRequestValues,
    errors: postedMessages,
  });

  if (receipt) return <Receipt receipt={receipt} copy={copy.answer} language={language} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(() => {
      startTransition(() => action(new FormData(form.current!)));
    })(event);

  const fieldError = (name: 'kind' | (typeof TYPED)[number]) =>
    enhanced ? errors[name]?.message : posted?.errors[name];
  const kindError = fieldError('kind');

  return (
    <form
      ref={form}
      action={action}
      onSubmit={onSubmit}
      onFocus={validation.warm}
      noValidate
      data-enhanced={enhanced || undefined}
      className="relative flex flex-col gap-5"
    >
      {posted && (
        <FormProblem
          state={posted}
          copy={copy.problems}
          idOf={(name) => (name === 'kind' ? kindId(RIGHTS_REQUEST_KINDS[0]) : idOf(name))}
        />
      )}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={kindError ? KIND_ERROR_ID : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink after:ml-0.5 after:text-red-700 after:content-['*'_/_'']">
          {copy.kindLegend}
        </legend>
        {RIGHTS_REQUEST_KINDS.map((kind) => (
          <label
            key={kind}
            htmlFor={kindId(kind)}
            className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              id={kindId(kind)}
              type="radio"
              value={kind}
              defaultChecked={initialValues.kind === kind}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              {...register('kind')}
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{copy.kinds[kind].label}</span>
              <span className="text-sm text-gray-700">{copy.kinds[kind].hint}</span>
            </span>
          </label>
        ))}
        <FieldError id={KIND_ERROR_ID} message={kindError} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-ink">{copy.contactLegend}</legend>
        <p className="text-sm text-gray-700">{copy.contactHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField
            id={idOf('phone')}
            label={copy.phone}
            error={fieldError('phone')}
            defaultValue={initialValues.phone}
            registration={register('phone')}
          />
          <TextField
            id={idOf('email')}
            label={copy.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={fieldError('email')}
            defaultValue={initialValues.email}
            {...register('email')}
          />
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <TextField
          id={idOf('details')}
          label={copy.details}
          multiline
          error={fieldError('details')}
          defaultValue={initialValues.details}
          {...register('details')}
        />
        <p className="text-sm text-gray-700">{copy.detailsHint}</p>
      </div>
      <Honeypot ref={honeypot} />
      <PostedFields form={{ [RIGHTS_LANGUAGE_FIELD]: language }} />
      <button type="submit" disabled={pending} className={buttonVariants({ width: 'full' })}>
        {pending ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
