import type { Metadata } from 'next';
import { SignInCodeForm } from '@/components/inbox/sign-in-code-form';
import { SignInFrame } from '@/components/inbox/sign-in-frame';
import { twoFactorCopy } from '@/content/inbox';
import { safeNext } from '@/lib/inbox/inbox-paths';

export const metadata: Metadata = { title: twoFactorCopy.codeTitle };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** Shown after a right password when two-factor is on; the code is checked by the action. */
export default async function SignInCodePage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  return (
    <SignInFrame title={twoFactorCopy.codeTitle} intro={twoFactorCopy.codeIntro}>
      <SignInCodeForm next={next} />
    </SignInFrame>
  );
}
