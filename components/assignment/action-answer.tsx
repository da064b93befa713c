import type { AssignmentState } from '@/lib/assignment/assignment-states';
import { cn } from '@/lib/ui/cn';

/** A form's answer where it appears: a success as a status, a refusal as an alert. */
export function ActionAnswer({ state }: { state: AssignmentState }) {
  if (!state) return null;
  return (
    <p
      role={state.ok ? 'status' : 'alert'}
      className={cn(
        'rounded-lg border-2 p-3 text-sm font-semibold',
        state.ok
          ? 'border-green-700 bg-green-50 text-green-900'
          : 'border-red-700 bg-red-50 text-red-900',
      )}
    >
      {state.message}
    </p>
  );
}
