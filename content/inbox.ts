import type { Role } from '@/lib/inbox/roles';

// The operators' side's words (docs/product.md#operators).

export const inboxTitle = 'Leadwise inbox';

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  counsellor: 'Counsellor',
  university: 'University',
};

export const signInCopy = {
  title: 'Sign in',
  intro:
    'For Leadwise Digital’s counsellors and admins, and the universities’ admissions offices. Accounts are made by an admin.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  missing: 'Enter your email and password.',
  wrong: 'That email and password do not match an operator.',
  disabled: 'This account is disabled. Ask an admin.',
  unavailable: 'Signing in is not possible right now. Try again in a minute.',
  tooMany: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
};

export const twoFactorCopy = {
  codeTitle: 'Enter your code',
  codeIntro: 'Open your authenticator app and enter the 6-digit code for Leadwise Digital.',
  code: 'Code',
  verify: 'Verify',
  wrongCode: 'That code is not right. Codes change every 30 seconds; try the current one.',
  expired: 'Your sign-in has expired. Sign in again.',
  setupTitle: 'Two-factor sign-in',
  required: 'This inbox asks every operator for a code from an authenticator app at sign-in.',
  on: 'Two-factor sign-in is on: each sign-in asks for a code from your authenticator app.',
  off: 'Protect your account: after your password, each sign-in will ask for a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 2FAS).',
  start: 'Set up two-factor sign-in',
  password: 'Password',
  wrongPassword: 'That password is not right.',
  scan: 'Add this account to your authenticator app with the setup key below, or open the link on your phone.',
  setupKey: 'Setup key',
  openApp: 'Open in authenticator app',
  backupCodes: 'Backup codes: each works once if you lose your phone. Keep them somewhere safe.',
  confirm: 'Enter the 6-digit code your app now shows to finish.',
  finish: 'Turn on',
  done: 'Two-factor sign-in is on.',
  alreadyOn:
    'Two-factor sign-in is already on for your account. To move it to another phone, ask an admin.',
  stepUpTitle: 'Enter your code to go on',
  stepUp:
    'This session began with your password alone. Enter the 6-digit code from your authenticator app to open the inbox.',
};

/** The admins' banner when the backups need a look (lib/server/backup/backup-health.ts). */
export const backupAlertCopy = {
  title: 'Backups need attention:',
  action: 'See docs/operations.md, Backups.',
};

export const inboxHomeCopy = {
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  siteSpeed: 'Site speed',
  forbidden: 'Your role does not allow this. Ask an admin.',
  forbiddenTitle: 'Not allowed',
  /** A portal route for a university that is not the user's, or a lead that is not its own. */
  notFound: 'Not found.',
  /** What a script reading an inbox route is told without a session (or its second factor). */
  signInAgain: 'Sign in to the inbox.',
  storeDown: 'The lead store did not answer.',
  otherSite:
    'Open this from the inbox: a link or form on another site cannot download it or send it.',
  back: 'Back to the inbox',
};

export const inboxErrorCopy = {
  title: 'The inbox cannot open right now',
  text: 'The lead store did not answer. Nothing you saved is lost; try again in a minute.',
  retry: 'Try again',
};
