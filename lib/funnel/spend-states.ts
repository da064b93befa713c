// What the spend forms' Server Actions answer (lib/server/funnel/spend-actions.ts).

export type SpendState = {
  ok: boolean;
  message: string;
  /** What is wrong in an imported report, line by line. */
  problems?: string[];
} | null;
