import 'server-only';
import { isValidEmail } from '@/lib/validations/email';
import { isRole, ROLE_NAMES, type Role } from '@/lib/inbox/roles';
import type { StoreDatabase } from '../store/store-database';
import { recordAccess } from './access-log';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type OperatorAuth } from './operator-auth';
import { OperatorError } from './operator-error';

// Operators' accounts, made and changed only by the server's command (`npm run leads --
// operator …`): there is no sign-up. Each change is in the access log, made by `cli`.

export type OperatorListing = {
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  twoFactor: boolean;
  createdAt: string;
};

function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new OperatorError(
      `The password is too short: at least ${MIN_PASSWORD_LENGTH} characters.`,
      'usage',
    );
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new OperatorError(
      `The password is too long: at most ${MAX_PASSWORD_LENGTH} characters.`,
      'usage',
    );
}

export function operatorAccounts(auth: OperatorAuth, database: StoreDatabase, by: string) {
  const log = (
    action: 'operator-added' | 'operator-disabled' | 'operator-password-set',
    email: string,
  ) =>
    recordAccess(database, {
      address: 'cli',
      action,
      record: `operator ${email}`,
      detail: `by ${by}`,
    });

  const find = async (email: string) => {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (!found) throw new OperatorError(`No operator has the email ${email}.`, 'failed');
    return { context, user: found.user };
  };

  return {
    async add({
      email,
      name,
      role,
      password,
    }: {
      email: string;
      name: string;
      role: string;
      password: string;
    }) {
      const address = email.trim().toLowerCase();
      if (!isValidEmail(address))
        throw new OperatorError(`Not an email address: ${email}`, 'usage');
      if (!name.trim()) throw new OperatorError('--name is empty.', 'usage');
      if (!isRole(role))
        throw new OperatorError(`Unknown role: ${role}. Roles: ${ROLE_NAMES.join(', ')}.`, 'usage');
      checkPassword(password);
      const context = await auth.$context;
      if (await context.internalAdapter.findUserByEmail(address))
        throw new OperatorError(`An operator with the email ${address} already exists.`, 'failed');
      await auth.api.createUser({
        body: { email: address, name: name.trim(), role: role as Role, password },
      });
      await log('operator-added', address);
    },

    async list(): Promise<OperatorListing[]> {
      const context = await auth.$context;
      const users = await context.internalAdapter.listUsers(undefined, undefined, {
        field: 'createdAt',
        direction: 'asc',
      });
      return users.map((user) => {
        const row = user as typeof user & {
          role?: string;
          banned?: boolean;
          twoFactorEnabled?: boolean;
        };
        return {
          email: row.email,
          name: row.name,
          role: row.role ?? '',
          disabled: Boolean(row.banned),
          twoFactor: Boolean(row.twoFactorEnabled),
          createdAt: new Date(row.createdAt).toISOString(),
        };
      });
    },

    /** Disabled at once: every session of theirs is deleted, so their next request is refused. */
    async disable(email: string) {
      const { context, user } = await find(email);
      await context.internalAdapter.updateUser(user.id, {
        banned: true,
        banReason: `disabled by ${by}`,
      });
      await context.internalAdapter.deleteUserSessions(user.id);
      await log('operator-disabled', user.email);
    },

    /** A new password; their open sessions end, as after any password change. */
    async setPassword(email: string, password: string) {
      checkPassword(password);
      const { context, user } = await find(email);
      await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
      await context.internalAdapter.deleteUserSessions(user.id);
      await log('operator-password-set', user.email);
    },
  };
}
