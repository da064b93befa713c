// What the Assignment and Hours pages' Server Actions answer
// (lib/server/inbox-entries/assignment-actions.ts, availability-actions.ts).

export type AssignmentState = {
  ok: boolean;
  message: string;
  /** What was typed, shown again when it is refused. */
  typed?: Record<string, string | string[]>;
} | null;
