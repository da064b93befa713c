import type { ActionState } from '@/lib/inbox/action-state';
import { cn } from '@/lib/ui/cn';

/**
 * An inbox form's answer where it appears (lib/inbox/action-state.ts): a success as a status, a
 * refusal as an alert, with its problems listed.
 */
export function ActionAnswer({ state, id }: { state: ActionState; id?: string }) {
  if (!state) return null;
  return (
    <div
      id={id}
      role={state.ok ? 'status' : 'alert'}
      className={cn(
        'rounded-lg border-2 p-3 text-sm font-semibold',
        state.ok
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-red-700 bg-red-50 text-red-900',
      )}
    >
      <p>{state.message}</p>
      {state.problems?.length ? (
        <ul className="mt-1 list-disc pl-5 font-normal">
          {state.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
