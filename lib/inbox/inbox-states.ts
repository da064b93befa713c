// What the inbox's forms get back from their Server Actions (lib/server/inbox-entries/sign-in-actions.ts),
// rendered with the page again when the form was posted without its script.

/** A refused sign-in: why, and the email typed, so the form keeps it. */
export type SignInState = { email: string; message: string } | null;

export type TwoFactorCodeState = { message: string } | null;

/** Setting up two-factor sign-in: the key to add to the app, then the code that proves it. */
export type SetupState =
  | { step: 'password'; message: string }
  | { step: 'confirm'; totpUri: string; backupCodes: string[]; message?: string }
  | null;

/** A rights request's "Mark answered" form sent back: why, and the note as typed. */
export type AnswerState = { note: string; message: string } | null;
