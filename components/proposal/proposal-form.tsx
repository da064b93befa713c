'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formProblemsEn } from '@/content/form-problems';
import { proposalNotice } from '@/content/consent';
import { proposalRequiredNote } from '@/content/proposal-form';
import { CONFIRMATION_PATHS, POSTED_FORM } from '@/lib/leads/form-post';
import { lazyResolver } from '@/lib/leads/lazy-resolver';
import { proposalConsent } from '@/lib/proposal/proposal-consent';
import { warmKeeping } from '@/lib/saved-sends/lazy-send';
import { postProposal } from '@/lib/server/intake/form-actions';
import type { ProposalFormValues } from '@/lib/validations/proposal';
import { FormProblem } from '../leads/form-problem';
import { Honeypot } from '../leads/honeypot';
import { PhoneField } from '../leads/phone-field';
import { PostedFields } from '../leads/posted-fields';
import { PrivacyNotice } from '../leads/privacy-notice';
import { SavedNotice } from '../leads/saved-notice';
import { TextField } from '../leads/text-field';
import { postedErrors, typedValues } from '../leads/typed-values';
import { buttonVariants } from '../ui/button-variants';
import { useHydrated } from '../ui/use-hydrated';
import { useLeadSubmission } from '../leads/use-lead-submission';

// The schema and zod load when the visitor first focuses the form, not with the page.
const validation = lazyResolver(async () => {
  const [{ zodResolver }, { proposalFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validations/proposal'),
  ]);
  return zodResolver(proposalFormSchema);
});
// So does the code that keeps a send the connection dropped.
const warm = () => {
  validation.warm();
  warmKeeping();
};

type Props = {
  /** The purpose the form was opened with; sent as `reason`. */
  purpose: string | null;
  /** Prefix for the fields' ids, unique on the page. */
  idPrefix: string;
  onSuccess?: () => void;
  /**
   * Where a sent proposal leads once the toast has said so: the contact page's own form goes on to
   * its confirmation, as its native post does. The modal's stays over its page and closes, unless
   * a code went to the phone: then it goes there too, where the code is typed.
   */
  thankYouPath?: string;
};

const FIELDS = ['name', 'email', 'phone', 'Websiteurl', 'message'] as const;
const emptyValues: ProposalFormValues = {
  name: '',
  email: '',
  phone: '',
  Websiteurl: '',
  message: '',
};

/**
 * The proposal enquiry (docs/product.md#proposal-modal): checked on change and on submit, sent once; kept on
 * the device and sent again by itself when the connection fails. Until its code has taken over
 * (or where it never does) the same form posts natively to postProposal.
 */
export function ProposalForm({ purpose, idPrefix, onSuccess, thankYouPath }: Props) {
  const router = useRouter();
  const idOf = (name: string) => `${idPrefix}-${name}`;
  const [posted, postAction] = useActionState(postProposal, null);
  const enhanced = useHydrated();
  const [initialValues] = useState(() => typedValues(FIELDS, idOf, posted));
  // One object per answer: react-hook-form applies `errors` again whenever it is a new one.
  const postedMessages = useMemo(() => postedErrors(posted), [posted]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProposalFormValues>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: initialValues,
    errors: postedMessages,
  });
  const { send, honeypot, savedNotice } = useLeadSubmission(proposalConsent, {
    form: `proposal:${idPrefix}`,
    onAccepted: (codeStep) => {
      reset(emptyValues);
      onSuccess?.();
      // A code sent to the phone (SMS_PROPOSALS) is typed on the thank-you page: the modal's
      // visitor goes there too.
      const next = thankYouPath ?? (codeStep ? CONFIRMATION_PATHS.proposal : null);
      if (next) router.push(next);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    await send({ ...values, reason: purpose ?? '' });
  });

  // Every field is required (docs/product.md#proposal-modal).
  const field = (name: keyof ProposalFormValues) => ({
    id: idOf(name),
    required: true,
    // The server's messages until react-hook-form has taken them over (it sets them in an effect).
    error: enhanced ? errors[name]?.message : posted?.errors[name],
    defaultValue: initialValues[name],
  });

  return (
    <form
      action={postAction}
      onSubmit={onSubmit}
      onFocus={warm}
      noValidate
      data-enhanced={enhanced || undefined}
      className="relative flex flex-col gap-4"
    >
      {posted && submitCount === 0 && (
        <FormProblem state={posted} copy={formProblemsEn} idOf={idOf} />
      )}
      <p className="text-sm text-gray-700">{proposalRequiredNote}</p>
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
      <PrivacyNotice text={proposalNotice} language="en" />
      <Honeypot ref={honeypot} />
      <PostedFields
        form={{
          [POSTED_FORM.reason]: purpose ?? '',
          [POSTED_FORM.consentVersion]: proposalConsent.version,
        }}
      />
      <SavedNotice text={savedNotice} />
      <button type="submit" disabled={isSubmitting} className={buttonVariants({ width: 'full' })}>
        {isSubmitting ? 'Loading' : 'Submit'}
      </button>
    </form>
  );
}
