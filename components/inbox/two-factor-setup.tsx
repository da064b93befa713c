'use client';

import { useActionState } from 'react';
import { twoFactorCopy } from '@/content/inbox';
import { setUpTwoFactor } from '@/lib/server/inbox-entries/sign-in-actions';
import { cn } from '@/lib/ui/cn';
import { TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';
import { FormMessage } from './form-message';

/** The setup key as an app shows it: the base32 secret of the otpauth URI, in groups of four. */
const setupKey = (totpUri: string) =>
  (new URL(totpUri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** Turning two-factor sign-in on: the password, then the key for the app, then its first code. */
export function TwoFactorSetup({ next }: { next: string }) {
  const [state, action, pending] = useActionState(setUpTwoFactor, null);
  const button = cn(buttonVariants());
  if (state?.step !== 'confirm')
    return (
      <form action={action} className="flex flex-col gap-4">
        <FormMessage message={state?.message} />
        <input type="hidden" name="next" value={next} />
        <TextField
          id="two-factor-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={twoFactorCopy.password}
          required
        />
        <button type="submit" disabled={pending} className={button}>
          {twoFactorCopy.start}
        </button>
      </form>
    );
  return (
    <form action={action} className="flex flex-col gap-4">
      <FormMessage message={state.message} />
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="totpUri" value={state.totpUri} />
      {state.backupCodes.map((code) => (
        <input key={code} type="hidden" name="backupCode" value={code} />
      ))}
      <p>{twoFactorCopy.scan}</p>
      <p>
        <span className="block text-sm font-semibold">{twoFactorCopy.setupKey}</span>
        <code className="font-mono text-lg break-all">{setupKey(state.totpUri)}</code>
      </p>
      <a href={state.totpUri} className={textLink}>
        {twoFactorCopy.openApp}
      </a>
      <div>
        <p className="text-sm">{twoFactorCopy.backupCodes}</p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
          {state.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <p>{twoFactorCopy.confirm}</p>
      <TextField
        id="two-factor-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        label={twoFactorCopy.code}
        required
      />
      <button type="submit" disabled={pending} className={button}>
        {twoFactorCopy.finish}
      </button>
    </form>
  );
}
