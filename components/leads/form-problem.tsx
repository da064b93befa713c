import type { FormPostState, FormProblemCopy } from '@/lib/leads/form-post';
import { textLink } from '../ui/text-link';

type Props = {
  /** The server's answer to a natively posted form it did not accept. */
  state: NonNullable<FormPostState>;
  copy: FormProblemCopy;
  /** The id of each field, for the links to it. */
  idOf: (name: string) => string;
};

/**
 * Above a form the server sent back: what was wrong, each field's message a link to the field.
 * Focused as the page loads, so that a screen reader says it and the page scrolls to it.
 */
export function FormProblem({ state, copy, idOf }: Props) {
  const messages = Object.entries(state.errors);
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <p className="font-semibold">{copy[state.problem]}</p>
      {messages.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {messages.map(([name, message]) => (
            <li key={name}>
              <a href={`#${idOf(name)}`} className={textLink}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
