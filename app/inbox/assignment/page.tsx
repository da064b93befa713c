import type { Metadata } from 'next';
import { AvailabilityTable } from '@/components/assignment/availability-table';
import { RuleForm } from '@/components/assignment/rule-form';
import { RuleList } from '@/components/assignment/rule-list';
import { InboxHeader } from '@/components/inbox/inbox-header';
import { assignmentCopy } from '@/content/inbox-assignment';
import { universities } from '@/lib/catalogue/universities';
import { assignmentPath } from '@/lib/inbox/inbox-paths';
import { inboxPages } from '@/lib/inbox/inbox-pages';
import { operatorPage } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: assignmentCopy.title };

/**
 * Who gets each new lead (docs/operations.md#lead-assignment), for admins: the rules in order and
 * the default rule last, a new rule, and every operator's hours, leave and cap. Logged, as every
 * inbox page, by the guard.
 */
export default async function AssignmentPage() {
  const { operator, services } = await operatorPage(
    assignmentPath,
    inboxPages.assignment.permission,
  );
  const [rules, operators] = await Promise.all([
    services.rules.list(),
    services.availability.list(),
  ]);
  return (
    <>
      <InboxHeader operator={operator} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <h1 className="text-2xl font-bold">{assignmentCopy.title}</h1>
        <p className="max-w-3xl">{assignmentCopy.intro}</p>
        <section aria-labelledby="rules-heading" className="flex flex-col gap-3">
          <h2 id="rules-heading" className="text-xl font-bold">
            {assignmentCopy.rulesHeading}
          </h2>
          {!rules.length && <p>{assignmentCopy.noRules}</p>}
          <RuleList rules={rules} />
        </section>
        <section aria-labelledby="new-rule-heading" className="flex flex-col gap-3">
          <h2 id="new-rule-heading" className="text-xl font-bold">
            {assignmentCopy.newRuleHeading}
          </h2>
          <RuleForm
            universities={universities.map((university) => university.name)}
            operators={operators.map(({ operatorId, name }) => ({ id: operatorId, name }))}
          />
        </section>
        <section aria-labelledby="availability-heading" className="flex flex-col gap-3">
          <h2 id="availability-heading" className="text-xl font-bold">
            {assignmentCopy.availabilityHeading}
          </h2>
          <p className="max-w-3xl">{assignmentCopy.availabilityIntro}</p>
          <AvailabilityTable operators={operators} now={new Date()} />
        </section>
      </main>
    </>
  );
}
