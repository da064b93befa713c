// What an inbox form's Server Action answers: the inbox's one form answer, shown by
// components/inbox/action-answer.tsx, and rendered with the page again when the form was posted
// without its script.

export type ActionState = {
  ok: boolean;
  message: string;
  /** What is wrong, line by line (an imported report's lines). */
  problems?: string[];
  /** What was typed, shown again when it is refused (React resets a form after its action). */
  typed?: Record<string, string | string[]>;
} | null;
