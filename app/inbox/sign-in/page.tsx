import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/inbox/sign-in-form';
import { inboxTitle, signInCopy } from '@/content/inbox';
import { safeNext } from '@/lib/inbox/inbox-paths';
import { requestOperator } from '@/lib/server/inbox/operator-session';

export const metadata: Metadata = { title: signInCopy.title };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function SignInPage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  const { operator } = await requestOperator().catch(() => ({ operator: null }));
  if (operator) redirect(next);
  return (
    <main className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-10">
      <p className="font-bold text-brand-800">{inboxTitle}</p>
      <h1 className="text-2xl font-bold">{signInCopy.title}</h1>
      <p className="text-sm text-gray-700">{signInCopy.intro}</p>
      <SignInForm next={next} />
    </main>
  );
}
