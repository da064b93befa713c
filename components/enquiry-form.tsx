'use client';

import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { proposalNotice } from '@/content/consent';
import { consentStatements } from '@/lib/consent';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { EnquiryFormValues } from '@/lib/validations/enquiry';
import { Honeypot } from './honeypot';
import { PhoneField } from './phone-field';
import { PrivacyNotice } from './privacy-notice';
import { TextField } from './text-field';
import { buttonVariants } from './ui/button-variants';
import { useLeadSubmission } from './use-lead-submission';

// The schema and zod load when the visitor first focuses the form, not with the page.
const validation = lazyResolver(async () => {
  const [{ zodResolver }, { enquiryFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validations/enquiry'),
  ]);
  return zodResolver(enquiryFormSchema);
});

type Props = {
  /** The purpose the form was opened with; sent as `reason`. */
  purpose: string | null;
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  onSuccess?: () => void;
};

const emptyValues: EnquiryFormValues = {
  name: '',
  email: '',
  phone: '',
  Websiteurl: '',
  message: '',
};

/**
 * What a visitor already typed into the server's markup of this form before its code arrived
 * (LazyEnquiryForm on /contact hydrates the form after the page): kept rather than cleared when
 * react-hook-form takes the fields over. Empty on the server and for a form mounted afresh.
 */
function typedValues(idPrefix: string): EnquiryFormValues {
  if (typeof document === 'undefined') return emptyValues;
  const typed = (name: keyof EnquiryFormValues) => {
    const field = document.getElementById(`${idPrefix}-${name}`);
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : '';
  };
  return {
    name: typed('name'),
    email: typed('email'),
    phone: typed('phone'),
    Websiteurl: typed('Websiteurl'),
    message: typed('message'),
  };
}

// For useSyncExternalStore: false while the server's markup is hydrated, true once it has been.
const noChange = () => () => {};

/** The proposal enquiry (SPEC "Contact modal"): checked on change and on submit, sent once. */
export function EnquiryForm({ purpose, idPrefix, onSuccess }: Props) {
  const [initialValues] = useState(() => typedValues(idPrefix));
  // Disabled in the server's markup until this code has taken over: a Submit pressed earlier would
  // send the fields natively, as a GET that puts them in the address and loses them.
  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { send, renew, honeypot } = useLeadSubmission(consentStatements.proposal);

  const onSubmit = handleSubmit(async (values) => {
    if (await send({ ...values, reason: purpose ?? '' })) {
      reset(emptyValues);
      renew();
      onSuccess?.();
    }
  });

  const field = (name: keyof EnquiryFormValues) => ({
    id: `${idPrefix}-${name}`,
    error: errors[name]?.message,
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.warm}
      noValidate
      className="relative flex flex-col gap-4"
    >
      <TextField {...field('name')} label="Name" autoComplete="name" {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
        <PhoneField {...field('phone')} label="Phone" registration={register('phone')} />
      </div>
      <TextField
        {...field('Websiteurl')}
        label="Website URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        {...register('Websiteurl')}
      />
      <TextField {...field('message')} label="Message" multiline {...register('message')} />
      <PrivacyNotice text={proposalNotice} />
      <Honeypot ref={honeypot} />
      <button
        type="submit"
        disabled={!ready || isSubmitting}
        className={buttonVariants({ width: 'full' })}
      >
        {isSubmitting ? 'Loading' : 'Submit'}
      </button>
    </form>
  );
}
