import 'server-only';
import { betterAuth } from 'better-auth';
import { nextCookies } from 'better-auth/next-js';
import { admin, twoFactor } from 'better-auth/plugins';
import type { StoreDatabase } from '../store/store-database';
import { accessControl, roles } from '@/lib/inbox/roles';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

/** A session lasts a working day from sign-in; it is never extended behind the operator's back. */
const SESSION_SECONDS = 12 * 60 * 60;

/**
 * The two-factor plugin's endpoints that create a session only once a code is verified: at
 * sign-in, and when set-up is confirmed. Every other session was opened by a password alone.
 */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** Better Auth's tables, named for what they hold beside the leads (migration 009). */
export const AUTH_TABLES = {
  user: 'operator',
  session: 'operator_session',
  account: 'operator_account',
  verification: 'operator_verification',
  twoFactor: 'operator_two_factor',
} as const;

/**
 * The operators' sign-in (docs/product.md#operators), on the store's own database. Nothing is
 * served from Better Auth's HTTP handler: the inbox's pages and actions call its API on the
 * server, so there is no public endpoint to sign up, reset or probe. Its rate limiter counts
 * only that handler's requests; the sign-in limits are ours (sign-in-limits.ts). `siteUrl` is the
 * site's canonical origin (NEXT_PUBLIC_SITE_URL).
 */
export function operatorAuth(database: StoreDatabase, secret: string, siteUrl: string) {
  return betterAuth({
    appName: 'Leadwise Digital inbox',
    baseURL: siteUrl,
    secret,
    database: { db: database.db, type: database.engine },
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    user: {
      modelName: AUTH_TABLES.user,
      // A `university` user's university (migration 038): set only by whoever adds the account.
      additionalFields: { university: { type: 'string', required: false, input: false } },
    },
    session: {
      modelName: AUTH_TABLES.session,
      expiresIn: SESSION_SECONDS,
      disableSessionRefresh: true,
      // When this session's operator gave a code (migration 021): the guard counts a second
      // factor by session, not by the operator's flag (operator-guard.ts).
      additionalFields: {
        twoFactorVerifiedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => ({
            data: {
              ...session,
              twoFactorVerifiedAt:
                context && SECOND_FACTOR_PATHS.has(context.path) ? new Date() : null,
            },
          }),
        },
      },
    },
    account: { modelName: AUTH_TABLES.account },
    verification: { modelName: AUTH_TABLES.verification },
    advanced: {
      // Secure when the site is served over https (its canonical origin says so).
      useSecureCookies: siteUrl.startsWith('https:'),
      cookiePrefix: 'inbox',
      // The access log records the address as TRUST_PROXY_HOPS reads it; a header the session
      // table would take on trust is not kept.
      ipAddress: { disableIpTracking: true },
    },
    plugins: [
      admin({ ac: accessControl, roles, adminRoles: ['admin'], defaultRole: 'counsellor' }),
      twoFactor({
        issuer: 'Leadwise Digital',
        schema: { twoFactor: { modelName: AUTH_TABLES.twoFactor } },
      }),
      // Lets the sign-in and sign-out actions set and clear the session cookie.
      nextCookies(),
    ],
  });
}

export type OperatorAuth = ReturnType<typeof operatorAuth>;
