// The words of adding an operator (docs/operations.md#operators), on the inbox's Operators page
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
