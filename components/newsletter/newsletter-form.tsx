'use client';

import { useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { formProblemsEn } from '@/content/form-problems';
import { savedSubscriptionEn as saved } from '@/content/saved-sends';
import type { NewsletterOutcome } from '@/lib/leads/api-client';
import { notify } from '@/lib/ui/notify';
import type { Attempt } from '@/lib/saved-sends/saved-send';
import { sendOrKeep, warmKeeping } from '@/lib/saved-sends/lazy-send';
import { postNewsletter } from '@/lib/server/intake/form-actions';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validations/email';
import { FieldError } from '../leads/field-error';
import { FormProblem } from '../leads/form-problem';
import { PostedFields } from '../leads/posted-fields';
import { SavedNotice } from '../leads/saved-notice';
import { typedValues } from '../leads/typed-values';
import { useHydrated } from '../ui/use-hydrated';
import { useKeptSend } from '../leads/use-kept-send';
import { buttonVariants } from '../ui/button-variants';

const FORM = 'newsletter';

/** A subscription of `address`: the same address sent again goes under the same key. */
const attemptOf = (address: string): Attempt => ({
  key: crypto.randomUUID(),
  call: 'newsletter',
  form: FORM,
  match: address,
  body: { email: address },
  firstAttemptAt: Date.now(),
  notices: { sent: saved.sent, refused: saved.refused },
});

/**
 * The footer subscription (docs/product.md#newsletter), kept on the device and
 * sent again by itself when the connection fails. Until its code has taken over (or where it
 * never does) the same form posts natively to postNewsletter.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [posted, postAction] = useActionState(postNewsletter, null);
  const [email, setEmail] = useState(() => typedValues(['email'], () => inputId, posted).email);
  const [sending, setSending] = useState(false);
  // An address the rule refused: said by the toast and beside the field until it is edited.
  const [refused, setRefused] = useState(false);
  // The rule (docs/product.md#newsletter), disabled while the address is empty, needs the code that enables it again: the
  // server's markup leaves the button usable, and an empty post gets its message from the server.
  const hydrated = useHydrated();
  const lastAttempt = useRef<Attempt | null>(null);

  /** The product's answer to an outcome; the address is kept for another try unless it subscribed. */
  function report(outcome: NewsletterOutcome, address: string) {
    if (outcome.kind === 'success') {
      notify.success(outcome.msg);
      lastAttempt.current = null;
      setEmail((typed) => (typed.trim() === address ? '' : typed));
    } else if (outcome.kind === 'error') {
      // Refused or unreachable: say so.
      notify.error(outcome.message);
    }
  }

  const [kept, setKept] = useKeptSend(FORM, ({ result, attempt, outcome }) => {
    if (outcome) report(outcome as NewsletterOutcome, attempt.match);
    else if (result === 'sent') notify.success(saved.sent);
    else notify.error(saved.refused);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // The same rule as the server's newsletter schema, without loading zod on every page.
    const address = email.trim();
    if (!isValidEmail(address)) {
      notify.error(INVALID_EMAIL_MESSAGE);
      setRefused(true);
      return;
    }
    setSending(true);
    if (lastAttempt.current?.match !== address) lastAttempt.current = attemptOf(address);
    const { outcome, kept: keptNow } = await sendOrKeep(lastAttempt.current);
    setSending(false);
    setKept(keptNow);
    if (outcome) report(outcome as NewsletterOutcome, address);
  }

  const error = refused ? INVALID_EMAIL_MESSAGE : posted?.errors.email;
  return (
    <form
      action={postAction}
      onSubmit={onSubmit}
      onFocus={warmKeeping}
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
          onChange={(event) => {
            setEmail(event.target.value);
            setRefused(false);
          }}
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
      <SavedNotice text={kept ? saved.notice : null} tone="dark" />
      <PostedFields />
    </form>
  );
}
