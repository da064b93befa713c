import type { ReactNode } from 'react';
import { inboxTitle } from '@/content/inbox';

/** The narrow page of each step of signing in: the inbox's name, the step's heading and words. */
export function SignInFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-10">
      <p className="font-bold text-brand-800">{inboxTitle}</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-gray-700">{intro}</p>
      {children}
    </main>
  );
}
