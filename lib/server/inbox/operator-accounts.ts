import 'server-only';
import { operatorInputProblems } from '@/lib/inbox/operator-input';
import type { Role } from '@/lib/inbox/roles';
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
  /** A university user's university (the catalogue's id), else null. */
  university: string | null;
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

/**
 * `by`: who changes the accounts, as the access log names them (`cli` and the system's user, or
 * an admin's email on the inbox's Operators page); `address`, where from (`cli`, or the client's).
 */
export function operatorAccounts(
  auth: OperatorAuth,
  database: StoreDatabase,
  by: string,
  address = 'cli',
) {
  const log = (
    action: 'operator-added' | 'operator-disabled' | 'operator-enabled' | 'operator-password-set',
    email: string,
    university?: string,
  ) =>
    recordAccess(database, {
      address,
      action,
      record: `operator ${email}`,
      detail: university ? `by ${by}, for ${university}` : `by ${by}`,
    });

  const find = async (email: string) => {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (!found) throw new OperatorError(`No operator has the email ${email}.`, 'failed');
    return { context, user: found.user };
  };

  return {
    /** Adds an account as the Operators page and the command read it (operator-input.ts). */
    async add(fields: Record<string, unknown> & { password: string }) {
      const { password, ...rest } = fields;
      const read = operatorInputProblems(rest);
      if ('problems' in read)
        throw new OperatorError(Object.values(read.problems).join(' '), 'usage');
      const { email: address, name, role, university } = read.input;
      checkPassword(password);
      const context = await auth.$context;
      if (await context.internalAdapter.findUserByEmail(address))
        throw new OperatorError(`An operator with the email ${address} already exists.`, 'failed');
      await auth.api.createUser({
        body: {
          email: address,
          name,
          role: role as Role,
          password,
          data: { university: university ?? null },
        },
      });
      await log('operator-added', address, university);
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
          university?: string | null;
          banned?: boolean;
          twoFactorEnabled?: boolean;
        };
        return {
          email: row.email,
          name: row.name,
          role: row.role ?? '',
          university: row.university ?? null,
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

    /** Able to sign in again, with the password they had. */
    async enable(email: string) {
      const { context, user } = await find(email);
      await context.internalAdapter.updateUser(user.id, { banned: false, banReason: null });
      await log('operator-enabled', user.email);
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

export type OperatorAccounts = ReturnType<typeof operatorAccounts>;
