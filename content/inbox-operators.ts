// The words of adding an operator (docs/operations.md#operators-sign-in-roles-and-the-access-log), on the inbox's Operators page
// and from `npm run leads -- operator add`: one schema (lib/inbox/operator-input.ts), one set of
// messages.

export const operatorInputCopy = {
  email: 'Enter an email address.',
  name: 'Enter a name.',
  role: 'Choose a role: admin, counsellor or university.',
  universityNeeded: 'A university user needs the university it belongs to.',
  universityUnknown: 'Choose a university from the catalogue.',
  universityNotForRole: 'Only a university user belongs to a university.',
};

export const operatorsPageCopy = {
  title: 'Operators',
  navLabel: 'Operators',
  intro:
    'Everyone who signs in: the agency’s admins and counsellors, and each university’s users, who see only their own university’s portal.',
  listHeading: 'Accounts',
  columns: { name: 'Name', email: 'Email', role: 'Role', status: 'Status', change: 'Change' },
  active: 'Active',
  disabled: 'Disabled',
  disable: 'Disable',
  enable: 'Enable',
  you: 'You',
  disabledSaid: (email: string) =>
    `Disabled ${email}: their sessions have ended and they cannot sign in.`,
  enabledSaid: (email: string) => `Enabled ${email}: they can sign in again with their password.`,
  notYourself: 'You cannot disable your own account.',
  noSuchOperator: 'No operator has that email.',
  changeFailed: 'That was not changed: the lead store did not answer. Try again in a minute.',
  addHeading: 'Add an operator',
  email: 'Email',
  name: 'Name',
  role: 'Role',
  university: 'University (for a university user)',
  noUniversity: 'None',
  password: 'Password (at least 12 characters; tell it to them yourself)',
  submit: 'Add operator',
  added: (email: string) => `Added ${email}. They can sign in now.`,
  unavailable: 'That was not saved: the lead store did not answer. Try again in a minute.',
};
