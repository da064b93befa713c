'use client';

import { useActionState, useId, useState, type FormEvent } from 'react';
import { formProblemsEn } from '@/content/form-problems';
import { subscribeNewsletter } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { postNewsletter } from '@/lib/server/form-actions';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validations/email';
import { FieldError } from './field-error';
import { FormProblem } from './form-problem';
import { PostedFields } from './posted-fields';
import { typedValues } from './typed-values';
import { useHydrated } from './use-hydrated';
import { buttonVariants } from './ui/button-variants';

/**
 * The footer subscription (SPEC "Newsletter subscription" and section 4). Until its code has
 * taken over (or where it never does) the same form posts natively to postNewsletter.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [posted, postAction] = useActionState(postNewsletter, null);
  const [email, setEmail] = useState(() => typedValues(['email'], () => inputId, posted).email);
  const [sending, setSending] = useState(false);
  // SPEC's rule, disabled while the address is empty, needs the code that enables it again: the
  // server's markup leaves the button usable, and an empty post gets its message from the server.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // The same rule as the server's newsletter schema, without loading zod on every page.
    const address = email.trim();
    if (!isValidEmail(address)) {
      notify.error(INVALID_EMAIL_MESSAGE);
      return;
    }
    setSending(true);
    const outcome = await subscribeNewsletter(address);
    setSending(false);
    if (outcome.kind === 'success') {
      notify.success(outcome.msg);
      setEmail('');
    } else if (outcome.kind === 'error') {
      // Refused or unreachable: say so, and keep the address for another try.
      notify.error(outcome.message);
    }
  }

  const error = posted?.errors.email;
  return (
    <form
      action={postAction}
      onSubmit={onSubmit}
      noValidate
      data-enhanced={hydrated || undefined}
      className="flex flex-col gap-2"
    >
      {posted && posted.problem !== 'fields' && (
        <FormProblem state={posted} copy={formProblemsEn} idOf={() => inputId} />
      )}
      <label htmlFor={inputId} className="text-sm font-semibold">
        Subscribe to our newsletter
      </label>
      <div className="flex flex-col gap-2 xs:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.in"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          autoFocus={Boolean(error)}
          className="min-w-0 flex-1 rounded-full border border-white/30 bg-white/10 px-4 py-2.5 text-white placeholder:text-white/70"
        />
        <button
          type="submit"
          disabled={hydrated && (sending || email.trim() === '')}
          className={buttonVariants({ variant: 'accent' })}
        >
          {sending ? 'Loading..' : 'Subscribe'}
        </button>
      </div>
      <FieldError id={`${inputId}-error`} message={error} tone="dark" />
      <PostedFields />
    </form>
  );
}
