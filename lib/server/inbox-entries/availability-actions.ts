'use server';

import 'server-only';
import { revalidatePath } from 'next/cache';
import * as z from 'zod/mini';
import { hoursCopy } from '@/content/inbox-assignment';
import type { ActionState } from '@/lib/inbox/action-state';
import {
  describeAvailability,
  endField,
  readAvailability,
  startField,
  TIME_FIELD,
} from '@/lib/assignment/availability-form';
import { WEEKDAYS } from '@/lib/assignment/working-hours';
import { assignmentPath, hoursPath, operatorHoursPath } from '@/lib/inbox/inbox-paths';
import { ASSIGNMENT_PERMISSION } from '@/lib/inbox/roles';
import { operatorAction, type OperatorCall } from './operator-guard';
import { done, refused } from './action-answers';

// The Hours form (docs/operations.md#lead-assignment): an operator's working hours, leave and
// daily cap, saved whole, or "Back now" (the leave ended). Every operator sets their own
// (`saveOwnHours`); an admin sets anyone's (`saveHoursOf`, whose role the guard checks). Each
// change is logged as `npm run leads -- operator hours|leave|cap` logs it.

const time = z.optional(z.string().check(z.regex(TIME_FIELD)));

const hoursFields = {
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day) => [startField(day), endField(day)].map((name) => [name, time])),
  ),
  leaveUntil: z.optional(z.string().check(z.maxLength(100))),
  dailyCap: z.optional(z.string().check(z.maxLength(100))),
  /** Set by the "Back now" button: the leave ends, the rest stays as stored. */
  back: z.optional(z.literal('1')),
};

const ownSchema = z.object(hoursFields);
const ofSchema = z.object({
  ...hoursFields,
  operator: z.string().check(z.minLength(1), z.maxLength(100)),
});

type HoursInput = z.infer<typeof ownSchema> & { operator?: string };

async function save(
  operatorId: string,
  input: HoursInput,
  { services, log }: OperatorCall,
  form: FormData,
) {
  const target = await services.availability.get(operatorId);
  if (!target) return refused(hoursCopy.noSuchOperator, form);
  let said: string;
  if (input.back) {
    await services.availability.set(operatorId, { leaveUntil: null });
    said = hoursCopy.notOnLeave;
  } else {
    const fields = Object.fromEntries(
      Object.entries(input).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const change = readAvailability(fields, new Date());
    if ('problem' in change) return refused(change.problem, form);
    await services.availability.set(operatorId, change);
    said = describeAvailability(change);
  }
  await log({ action: 'availability-set', record: `operator ${target.email}`, detail: said });
  revalidatePath(hoursPath);
  revalidatePath(assignmentPath);
  return done(input.back ? hoursCopy.backSaid : hoursCopy.saved(said));
}

const answers = {
  invalid: (form: FormData) => refused(hoursCopy.badTime, form),
  unavailable: (form: FormData) => refused(hoursCopy.failed, form),
};

export const saveOwnHours = operatorAction<HoursInput, ActionState>(
  { name: 'set-own-hours', schema: ownSchema, page: () => hoursPath, ...answers },
  (input, call, { form }) => save(call.operator.id, input, call, form),
);

export const saveHoursOf = operatorAction<HoursInput & { operator: string }, ActionState>(
  {
    name: 'set-hours',
    schema: ofSchema,
    permission: ASSIGNMENT_PERMISSION,
    page: (form) => operatorHoursPath(String(form.get('operator') ?? '')),
    ...answers,
  },
  (input, call, { form }) => save(input.operator, input, call, form),
);
