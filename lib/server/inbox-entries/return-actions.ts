'use server';

import 'server-only';
import { redirect } from 'next/navigation';
import { decisionFormSchema } from '@/lib/portal/portal-forms';
import { deliveryPath, leadPath } from '@/lib/inbox/inbox-paths';
import { DELIVERY_PERMISSION } from '@/lib/inbox/roles';
import { operatorAction } from './operator-guard';

// An admin's decision on a lead a university returned (docs/operations.md#returns), from the
// lead's page or the delivery page: posts natively, ends on the page it came from with the outcome
// in its address, logged with the university named.

/** Only the two pages the form is on; anything else goes to the delivery page. */
const backOf = (back: unknown) =>
  typeof back === 'string' && (back === deliveryPath || /^\/inbox\/leads\/\d+$/.test(back))
    ? back
    : deliveryPath;

const to = (back: unknown, outcome: string) => `${backOf(back)}?returns=${outcome}`;

export const decideReturn = operatorAction(
  {
    name: 'decide-return',
    schema: decisionFormSchema,
    permission: DELIVERY_PERMISSION,
    page: (form) => backOf(form.get('back')),
    invalid: (form) => redirect(to(form.get('back'), 'invalid')),
    unavailable: (form) => redirect(to(form.get('back'), 'unavailable')),
  },
  async (input, { services, operator, log }) => {
    const done = await services.returns.decide(
      Number(input.id),
      input.decision,
      input.note ?? '',
      operator.id,
    );
    if (typeof done === 'object')
      await log({
        action: 'return-decided',
        record: leadPath(done.leadId),
        detail: `university ${done.university}, ${input.decision}`,
      });
    redirect(to(input.back, typeof done === 'object' ? 'decided' : done));
  },
);
