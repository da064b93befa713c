import type { Metadata } from 'next';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { SignInCodeForm } from '@/components/inbox/sign-in-code-form';
import { TwoFactorSetup } from '@/components/inbox/two-factor-setup';
import { twoFactorCopy } from '@/content/inbox';
import { safeNext, twoFactorPath } from '@/lib/inbox/inbox-paths';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: twoFactorCopy.setupTitle };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function TwoFactorPage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  // Two-factor's own page: a session without its second factor comes here to give it.
  const { operator, account, session } = await operatorPage(twoFactorPath, undefined, {
    beforeSecondFactor: true,
  });
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">{twoFactorCopy.setupTitle}</h1>
        {account.twoFactorRequired && <p>{twoFactorCopy.required}</p>}
        {operator.twoFactorEnabled && !session.secondFactor ? (
          <>
            <h2 className="text-xl font-bold">{twoFactorCopy.stepUpTitle}</h2>
            <p>{twoFactorCopy.stepUp}</p>
            <SignInCodeForm next={next} session />
          </>
        ) : operator.twoFactorEnabled ? (
          <p role="status">{twoFactorCopy.on}</p>
        ) : (
          <>
            <p>{twoFactorCopy.off}</p>
            <TwoFactorSetup next={next} />
          </>
        )}
      </main>
    </>
  );
}
