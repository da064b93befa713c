'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { leadFormCopy } from '@/content/inbox-lead';
import { callOutcomeLabels, statusLabels } from '@/content/inbox-work';
import type { LeadFormState, LeadFormValues } from '@/lib/inbox/lead-form';
import { CALL_OUTCOMES, LEAD_STATUSES } from '@/lib/inbox/lead-work-values';
import { saveLead } from '@/lib/server/inbox-entries/lead-actions';
import { cn } from '@/lib/ui/cn';
import { FieldError } from '../leads/field-error';
import { fieldControl, TextField } from '../leads/text-field';
import { buttonVariants } from '../ui/button-variants';
import { useHydrated } from '../ui/use-hydrated';

/** What the Owner control is for this operator and lead. */
export type OwnerControl =
  | { kind: 'select'; people: { id: string; name: string }[] }
  | { kind: 'assign' }
  | { kind: 'text'; name: string };

type Props = {
  leadId: number;
  version: number;
  /** The last timeline row shown: a conflict names the rows saved after it. */
  lastEvent: number;
  /** The lead's work as stored, as the fields show it. */
  current: LeadFormValues;
  owner: OwnerControl;
};

const label = 'text-sm font-semibold text-ink';
const hint = 'text-sm text-gray-700';

/** The server's answer: saved (a status), or why not (an alert); focused when it arrives. */
function Answer({ state }: { state: NonNullable<LeadFormState> }) {
  // autoFocus focuses it when the page loads with it (posted without the script); React focuses
  // only form controls by it, so an answer the script brings in is focused here.
  const ref = useRef<HTMLDivElement & HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [state.stamp]);
  if (state.result === 'saved')
    return (
      <p
        ref={ref}
        role="status"
        tabIndex={-1}
        autoFocus
        className="rounded-lg border-2 border-green-700 bg-green-50 p-3 text-sm font-semibold text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {state.message}
      </p>
    );
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      autoFocus
      className="flex flex-col gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="font-semibold">{state.message}</p>
      {state.result === 'conflict' && (
        <>
          {state.changed.length > 0 && (
            <>
              <p>{leadFormCopy.whatChanged}</p>
              <ul className="list-disc pl-5">
                {state.changed.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <p>{leadFormCopy.nowTitle}</p>
          <ul className="list-disc pl-5">
            {state.now.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Status, owner, follow-up, note and call outcome, saved together. It posts natively before (or
 * without) its script; a refusal or a conflict brings back what was typed, with the expected
 * version of the lead as it now is, so Save again applies it.
 */
export function LeadWorkForm({ leadId, version, lastEvent, current, owner }: Props) {
  const [state, action, pending] = useActionState(saveLead, null);
  const kept = state && state.result !== 'saved' ? state.values : null;
  const errors = state?.result === 'refused' ? state.errors : {};
  // Each answer shows its fields afresh: the lead's new values after a save, else what was typed.
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      {state && <Answer key={state.stamp} state={state} />}
      {/* Enter in a field submits the form's first button: Save, never "Assign to me". */}
      <button type="submit" hidden tabIndex={-1} disabled={pending} />
      <input type="hidden" name="lead" value={leadId} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="lastEvent" value={lastEvent} />
      {/* What the fields showed: after a conflict, those left alone take the lead's new values. */}
      <input type="hidden" name="shown.status" value={current.status} />
      <input type="hidden" name="shown.lostReason" value={current.lostReason} />
      <input type="hidden" name="shown.nextFollowUp" value={current.nextFollowUp} />
      {current.owner !== undefined && (
        <input type="hidden" name="shown.owner" value={current.owner} />
      )}
      <FieldError id="lead-version-error" message={errors.version} />
      <WorkFields
        key={`${version}:${state?.stamp ?? 0}`}
        values={kept ?? current}
        errors={errors}
        owner={owner}
        ownerValue={kept?.owner ?? current.owner}
        pending={pending}
      />
    </form>
  );
}

function WorkFields({
  values,
  errors,
  owner,
  ownerValue,
  pending,
}: {
  values: LeadFormValues;
  errors: Partial<Record<keyof LeadFormValues, string>>;
  owner: OwnerControl;
  ownerValue: string | undefined;
  pending: boolean;
}) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState(values.status);
  // Without the script the reason is always there; with it, only once Lost is chosen.
  const asksReason = !hydrated || status === 'lost';
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="lead-status" className={label}>
          {leadFormCopy.status}
        </label>
        <select
          id="lead-status"
          name="status"
          defaultValue={values.status}
          onChange={(event) => setStatus(event.target.value)}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? 'lead-status-error' : undefined}
          className={fieldControl}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
        <FieldError id="lead-status-error" message={errors.status} />
      </div>

      <div hidden={!asksReason} className="flex flex-col gap-1">
        <label
          htmlFor="lead-lost-reason"
          data-required={(hydrated && status === 'lost') || undefined}
          className={cn(
            label,
            "data-required:after:ml-0.5 data-required:after:text-red-700 data-required:after:content-['*'_/_'']",
          )}
        >
          {leadFormCopy.lostReason}
        </label>
        <input
          id="lead-lost-reason"
          name="lostReason"
          defaultValue={values.lostReason}
          required={hydrated && status === 'lost'}
          aria-invalid={errors.lostReason ? true : undefined}
          aria-describedby={errors.lostReason ? 'lead-lost-reason-error' : 'lead-lost-reason-hint'}
          className={fieldControl}
        />
        <p id="lead-lost-reason-hint" className={hint}>
          {leadFormCopy.lostReasonHint}
        </p>
        <FieldError id="lead-lost-reason-error" message={errors.lostReason} />
      </div>

      <OwnerField owner={owner} value={ownerValue} error={errors.owner} pending={pending} />

      <div className="flex flex-col gap-1">
        <label htmlFor="lead-follow-up" className={label}>
          {leadFormCopy.nextFollowUp}
        </label>
        <input
          id="lead-follow-up"
          name="nextFollowUp"
          type="datetime-local"
          defaultValue={values.nextFollowUp}
          aria-invalid={errors.nextFollowUp ? true : undefined}
          aria-describedby={errors.nextFollowUp ? 'lead-follow-up-error' : 'lead-follow-up-hint'}
          className={fieldControl}
        />
        <p id="lead-follow-up-hint" className={hint}>
          {leadFormCopy.nextFollowUpHint}
        </p>
        <FieldError id="lead-follow-up-error" message={errors.nextFollowUp} />
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor="lead-call-outcome" className={label}>
          {leadFormCopy.callOutcome}
        </label>
        <select
          id="lead-call-outcome"
          name="callOutcome"
          defaultValue={values.callOutcome}
          aria-invalid={errors.callOutcome ? true : undefined}
          aria-describedby={errors.callOutcome ? 'lead-call-outcome-error' : undefined}
          className={fieldControl}
        >
          <option value="">{leadFormCopy.noCallOutcome}</option>
          {CALL_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {callOutcomeLabels[value]}
            </option>
          ))}
        </select>
        <FieldError id="lead-call-outcome-error" message={errors.callOutcome} />
      </div>

      <TextField
        id="lead-note"
        name="note"
        multiline
        label={leadFormCopy.note}
        defaultValue={values.note}
        error={errors.note}
      />

      <button
        type="submit"
        disabled={pending}
        className={cn(buttonVariants({ width: 'full' }), 'sm:w-auto sm:self-start')}
      >
        {pending ? leadFormCopy.saving : leadFormCopy.save}
      </button>
    </>
  );
}

function OwnerField({
  owner,
  value,
  error,
  pending,
}: {
  owner: OwnerControl;
  value: string | undefined;
  error: string | undefined;
  pending: boolean;
}) {
  if (owner.kind === 'select')
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor="lead-owner" className={label}>
          {leadFormCopy.owner}
        </label>
        <select
          id="lead-owner"
          name="owner"
          defaultValue={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lead-owner-error' : undefined}
          className={fieldControl}
        >
          <option value="">{leadFormCopy.unassigned}</option>
          {owner.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
        <FieldError id="lead-owner-error" message={error} />
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      <p className={label}>{leadFormCopy.owner}</p>
      <div className="flex flex-wrap items-center gap-3">
        <p>{owner.kind === 'text' ? owner.name : leadFormCopy.unassigned}</p>
        {owner.kind === 'assign' && (
          <button
            type="submit"
            name="assign"
            value="me"
            disabled={pending}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {leadFormCopy.assignToMe}
          </button>
        )}
      </div>
      <FieldError id="lead-owner-error" message={error} />
    </div>
  );
}
