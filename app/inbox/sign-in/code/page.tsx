import type { Metadata } from 'next';
import { SignInCodeForm } from '@/components/inbox/sign-in-code-form';
import { inboxTitle, twoFactorCopy } from '@/content/inbox';
import { safeNext } from '@/lib/inbox/inbox-paths';

export const metadata: Metadata = { title: twoFactorCopy.codeTitle };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** Shown after a right password when two-factor is on; the code is checked by the action. */
export default async function SignInCodePage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  return (
    <main className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-10">
      <p className="font-bold text-brand-800">{inboxTitle}</p>
      <h1 className="text-2xl font-bold">{twoFactorCopy.codeTitle}</h1>
      <p className="text-sm text-gray-700">{twoFactorCopy.codeIntro}</p>
      <SignInCodeForm next={next} />
    </main>
  );
}
