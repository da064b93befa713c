import type { Metadata } from 'next';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { ActionAnswer } from '@/components/inbox/action-answer';
import { OperatorAccessForm } from '@/components/operators/operator-access-form';
import { OperatorAddForm } from '@/components/operators/operator-add-form';
import { roleLabels } from '@/content/inbox';
import { operatorsPageCopy as copy } from '@/content/inbox-operators';
import { getUniversity, universities } from '@/lib/catalogue/universities';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorsPath } from '@/lib/inbox/inbox-paths';
import type { ActionState } from '@/lib/inbox/action-state';
import { isRole } from '@/lib/inbox/roles';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: copy.title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PROBLEMS: Record<string, string> = {
  yourself: copy.notYourself,
  unknown: copy.noSuchOperator,
  failed: copy.changeFailed,
};

/** What a Disable or Enable came to, said only of an account the page lists. */
function accessAnswer(
  sent: Record<string, string | string[] | undefined>,
  accounts: { email: string }[],
): ActionState {
  const listed = (value: unknown) =>
    typeof value === 'string' && accounts.some((account) => account.email === value);
  if (listed(sent.disabled)) return { ok: true, message: copy.disabledSaid(String(sent.disabled)) };
  if (listed(sent.enabled)) return { ok: true, message: copy.enabledSaid(String(sent.enabled)) };
  const problem =
    typeof sent.problem === 'string' && Object.hasOwn(PROBLEMS, sent.problem)
      ? PROBLEMS[sent.problem]
      : undefined;
  return problem ? { ok: false, message: problem } : null;
}

const cell = 'px-3 py-2 align-top';

/**
 * Every operator's account, and adding one (docs/operations.md#operators-sign-in-roles-and-the-access-log), for admins: the same
 * schema and account code as `npm run leads -- operator add`. Logged, as every inbox page.
 */
export default async function OperatorsPage({ searchParams }: Props) {
  const { operator, services } = await operatorPage(operatorsPath, inboxPages.operators.permission);
  const [accounts, sent] = await Promise.all([services.operators.list(), searchParams]);
  const answer = accessAnswer(sent, accounts);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{copy.title}</h1>
        <p className="max-w-3xl">{copy.intro}</p>
        <ActionAnswer state={answer} />
        <section aria-labelledby="accounts-heading" className="flex flex-col gap-3">
          <h2 id="accounts-heading" className="text-xl font-bold">
            {copy.listHeading}
          </h2>
          <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-gray-100">
                <tr>
                  {Object.values(copy.columns).map((heading) => (
                    <th key={heading} scope="col" className={cell}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {accounts.map((account) => (
                  <tr key={account.email} className="border-t border-gray-200">
                    <th scope="row" className={cell}>
                      {account.name}
                    </th>
                    <td className={cell}>{account.email}</td>
                    <td className={cell}>
                      {isRole(account.role) ? roleLabels[account.role] : account.role}
                      {account.university &&
                        ` · ${getUniversity(account.university)?.name ?? account.university}`}
                    </td>
                    <td className={cell}>{account.disabled ? copy.disabled : copy.active}</td>
                    <td className={cell}>
                      {account.email === operator.email ? (
                        copy.you
                      ) : (
                        <OperatorAccessForm
                          email={account.email}
                          name={account.name}
                          disabled={account.disabled}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="add-heading" className="flex flex-col gap-3">
          <h2 id="add-heading" className="text-xl font-bold">
            {copy.addHeading}
          </h2>
          <OperatorAddForm universities={universities.map(({ id, name }) => ({ id, name }))} />
        </section>
      </main>
    </>
  );
}
