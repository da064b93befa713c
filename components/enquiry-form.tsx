'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { submitLead } from '@/lib/api-client';
import { reportLeadOutcome } from '@/lib/lead-outcome';
import { sanitizePhone } from '@/lib/phone';
import { enquiryFormSchema, type EnquiryFormValues } from '@/lib/validations/enquiry';
import { primaryButton } from './button-styles';
import { Honeypot } from './honeypot';
import { TextField } from './text-field';

type Props = {
  /** The purpose the form was opened with; sent as `reason`. */
  purpose: string | null;
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  onSuccess?: () => void;
};

const emptyValues: EnquiryFormValues = { name: '', email: '', phone: '', Websiteurl: '', message: '' };

/** The proposal enquiry (SPEC "Contact modal"): checked on change and on submit, sent once. */
export function EnquiryForm({ purpose, idPrefix, onSuccess }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues>({
    resolver: zodResolver(enquiryFormSchema),
    mode: 'onChange',
    defaultValues: emptyValues,
  });
  // One key per opening of the form: a retried submit stores one row.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const openedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    openedAt.current = Date.now();
  }, [idempotencyKey]);

  const onSubmit = handleSubmit(async (values) => {
    const bait = honeypot.current?.value ?? '';
    const outcome = await submitLead(
      { ...values, reason: purpose ?? '', page_url: window.location.href, ...(bait ? { company: bait } : {}) },
      { idempotencyKey, fillTimeMs: Date.now() - openedAt.current },
    );
    if (reportLeadOutcome(outcome)) {
      reset(emptyValues);
      setIdempotencyKey(crypto.randomUUID());
      onSuccess?.();
    }
  });

  const phone = register('phone');
  const field = (name: keyof EnquiryFormValues) => ({ id: `${idPrefix}-${name}`, error: errors[name]?.message });

  return (
    <form onSubmit={onSubmit} noValidate className="relative flex flex-col gap-4">
      <TextField {...field('name')} label="Name" autoComplete="name" {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" {...register('email')} />
        <TextField
          {...field('phone')}
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...phone}
          onChange={(event) => {
            event.target.value = sanitizePhone(event.target.value);
            return phone.onChange(event);
          }}
        />
      </div>
      <TextField {...field('Websiteurl')} label="Website URL" type="url" inputMode="url" autoComplete="url" {...register('Websiteurl')} />
      <TextField {...field('message')} label="Message" multiline {...register('message')} />
      <Honeypot ref={honeypot} />
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full`}>
        {isSubmitting ? 'Loading' : 'Submit'}
      </button>
    </form>
  );
}
