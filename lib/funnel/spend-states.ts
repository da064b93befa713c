// What the spend forms' Server Actions answer (lib/server/inbox-entries/spend-actions.ts).

export type SpendState = {
  ok: boolean;
  message: string;
  /** What is wrong in an imported report, line by line. */
  problems?: string[];
  /** What was typed, shown again when it is refused (a file cannot be: it is chosen again). */
  typed?: Record<string, string | string[]>;
} | null;
