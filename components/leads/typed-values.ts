import type { FormPostState } from '@/lib/leads/form-post';

const isField = (
  element: Element | null,
): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * What a form's fields start with. On the server: what a post it did not accept carried. In the
 * browser, what the server's markup holds as the form's code takes it over (typed before the
 * script arrived, or put back by the server), so taking over clears nothing; empty for a form
 * mounted afresh (the modal).
 */
export function typedValues<Name extends string>(
  names: readonly Name[],
  idOf: (name: Name) => string,
  state: FormPostState,
): Record<Name, string> {
  const value = (name: Name) => {
    if (typeof document === 'undefined') return state?.values[name] ?? '';
    const field = document.getElementById(idOf(name));
    return isField(field) ? field.value : '';
  };
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<Name, string>;
}

/** Whether a checkbox in the server's markup was ticked before the form's code took it over. */
export function typedTick(id: string): boolean {
  if (typeof document === 'undefined') return false;
  const box = document.getElementById(id);
  return box instanceof HTMLInputElement && box.checked;
}

/** The server's field messages in react-hook-form's shape. */
export const postedErrors = (state: FormPostState) =>
  state
    ? Object.fromEntries(
        Object.entries(state.errors).map(([name, message]) => [name, { type: 'server', message }]),
      )
    : undefined;

/**
 * Which of a group's radio buttons was chosen, as `typedValues` reads a field: on the server, from
 * the post; in the browser, from the server's markup. '' for none.
 */
export function typedChoice(
  name: string,
  choices: Record<string, string>,
  state: FormPostState,
): string {
  if (typeof document === 'undefined') return state?.values[name] ?? '';
  return Object.entries(choices).find(([, id]) => typedTick(id))?.[0] ?? '';
}
