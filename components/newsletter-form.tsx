'use client';

import { useId, useState, type FormEvent } from 'react';
import { subscribeNewsletter } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validations/email';
import { buttonVariants } from './ui/button-variants';

/** The footer subscription (SPEC "Newsletter subscription" and section 4). */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

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

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
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
          className="min-w-0 flex-1 rounded-full border border-white/30 bg-white/10 px-4 py-2.5 text-white placeholder:text-white/70"
        />
        <button
          type="submit"
          disabled={sending || email.trim() === ''}
          className={buttonVariants({ variant: 'accent' })}
        >
          {sending ? 'Loading..' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
