import type { Role } from '@/lib/inbox/roles';

/** A signed-in operator, as their session names them (inbox-entries/operator-session.ts). */
export type Operator = {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** A `university` user's university, the catalogue's id (`amity`); null for the agency's. */
  university: string | null;
  twoFactorEnabled: boolean;
};
