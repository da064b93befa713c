'use client';

import { useActionState } from 'react';
import { hoursCopy } from '@/content/inbox-assignment';
import type { ActionState } from '@/lib/inbox/action-state';
import { endField, startField, type AvailabilityFields } from '@/lib/assignment/availability-form';
import { WEEKDAYS } from '@/lib/assignment/working-hours';
import { cn } from '@/lib/ui/cn';
import { buttonVariants } from '../ui/button-variants';
import { ActionAnswer } from '../inbox/action-answer';
import { FIELD, Field, SubmitButton } from '../inbox/form-fields';

const copy = hoursCopy;

type Props = {
  /** The guarded action: the operator's own (`saveOwnHours`) or an admin's (`saveHoursOf`). */
  action: (state: ActionState, form: FormData) => Promise<ActionState>;
  /** Whose hours, for an admin's form; none for one's own. */
  operatorId?: string;
  stored: AvailabilityFields;
  onLeave: boolean;
  /** Today in India: the first day a leave may end on. */
  today: string;
};

/**
 * Working hours per weekday (India time), the last day of leave and a daily cap, saved together;
 * "Back now" ends a leave. Posts natively; a refused form shows what was typed.
 */
export function HoursForm({ action, operatorId, stored, onLeave, today }: Props) {
  const [state, save, pending] = useActionState(action, null);
  const typed = state && !state.ok ? state.typed : undefined;
  const value = (name: string) => {
    const sent = typed?.[name];
    return typeof sent === 'string' ? sent : (stored[name] ?? '');
  };
  return (
    // The key remounts the fields on each answer: a refused form shows what was typed, a saved
    // one what is stored now.
    <form key={JSON.stringify(state)} action={save} className="flex flex-col gap-4">
      {operatorId && <input type="hidden" name="operator" value={operatorId} />}
      <fieldset className="flex flex-col gap-2" aria-describedby="hours-hint">
        <legend className="text-lg font-bold">{copy.hoursLegend}</legend>
        <p id="hours-hint" className="text-sm text-gray-700">
          {copy.hoursHint}
        </p>
        <div className="grid grid-cols-[auto_1fr_1fr] items-center gap-x-2 gap-y-2 sm:max-w-md">
          {WEEKDAYS.map((day) => (
            <div key={day} className="contents">
              <span className="font-semibold" aria-hidden>
                {day}
              </span>
              <input
                type="time"
                name={startField(day)}
                aria-label={copy.from(copy.dayNames[day])}
                defaultValue={value(startField(day))}
                className={FIELD}
              />
              <input
                type="time"
                name={endField(day)}
                aria-label={copy.to(copy.dayNames[day])}
                defaultValue={value(endField(day))}
                className={FIELD}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        id="hours-leave"
        label={copy.leave}
        hint={copy.leaveHint}
        type="date"
        name="leaveUntil"
        min={today}
        defaultValue={value('leaveUntil')}
        className="sm:max-w-md"
      />
      <Field
        id="hours-cap"
        label={copy.cap}
        hint={copy.capHint}
        name="dailyCap"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={value('dailyCap')}
        className="sm:max-w-md"
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending}>{copy.save}</SubmitButton>
        {onLeave && (
          <button
            type="submit"
            name="back"
            value="1"
            disabled={pending}
            className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'min-h-11')}
          >
            {copy.back}
          </button>
        )}
      </div>
      <ActionAnswer state={state} />
    </form>
  );
}
