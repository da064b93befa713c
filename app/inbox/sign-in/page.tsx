import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/inbox/sign-in-form';
import { SignInFrame } from '@/components/inbox/sign-in-frame';
import { signInCopy } from '@/content/inbox';
import { safeNext } from '@/lib/inbox/inbox-paths';
import { signedInOperator } from '@/lib/server/inbox-entries/operator-session';

export const metadata: Metadata = { title: signInCopy.title };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignInPage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  const operator = await signedInOperator().catch(() => null);
  if (operator) redirect(next);
  return (
    <SignInFrame title={signInCopy.title} intro={signInCopy.intro}>
      <SignInForm next={next} />
    </SignInFrame>
  );
}
