import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

// What each operator may do (docs/product.md#operators), in Better Auth's access control so its
// admin plugin and our pages read one table. `operator` and `session` are the plugin's own.
const statements = {
  ...defaultStatements,
  lead: ['work', 'export', 'release', 'erase', 'assign', 'deliver', 'import'],
  report: ['site-speed', 'funnel'],
} as const;

export const accessControl = createAccessControl(statements);

export const roles = {
  admin: accessControl.newRole({
    ...adminAc.statements,
    lead: ['work', 'export', 'release', 'erase', 'assign', 'deliver', 'import'],
    report: ['site-speed', 'funnel'],
  }),
  counsellor: accessControl.newRole({ lead: ['work'] }),
  // A university's admissions office (docs/operations.md#university-users): no permission of the
  // inbox; the guard hands it the portal's services for its own university alone.
  university: accessControl.newRole({}),
};

export type Role = keyof typeof roles;

export const ROLE_NAMES = Object.keys(roles) as Role[];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && Object.hasOwn(roles, value);

export type Permission = { [K in keyof typeof statements]?: (typeof statements)[K][number][] };

/** Whether an operator of this role may do it; an unknown role may do nothing. */
export const can = (role: unknown, permission: Permission) =>
  isRole(role) && roles[role].authorize(permission).success;

/** Who may read the rights requests and act on them (erase, stop contact, send a copy): admins. */
export const RIGHTS_REQUESTS_PERMISSION: Permission = { lead: ['erase'] };

/** Who may see the funnel and enter what campaigns cost: admins. */
export const FUNNEL_PERMISSION: Permission = { report: ['funnel'] };

/** Who may write the assignment rules and set any counsellor's hours, leave and cap: admins. */
export const ASSIGNMENT_PERMISSION: Permission = { lead: ['assign'] };

/** Who may see and set where the admission leads go, and send a rejected one again: admins. */
export const DELIVERY_PERMISSION: Permission = { lead: ['deliver'] };

/** Who may import a portal's sheet of leads (docs/operations.md#portal-sheets): admins. */
export const IMPORT_PERMISSION: Permission = { lead: ['import'] };

/** Who may list the operators and add one on the inbox's Operators page: admins. */
export const OPERATORS_PERMISSION: Permission = { user: ['create'] };

/** Who may download the leads (CSV, JSON, Google Ads): admins. */
export const EXPORT_PERMISSION: Permission = { lead: ['export'] };

/** Who may read the field speed report: admins. */
export const SITE_SPEED_PERMISSION: Permission = { report: ['site-speed'] };

/** Who may read what was held as suspected, and release or delete it: admins. */
export const SUSPECTED_PERMISSION: Permission = { lead: ['release'] };
