import 'server-only';
import type { OpenedStore } from '../arrival/open-store';
import { commandUser } from '../cli/command-user';
import type { AccessEntry, AccessFilter } from '../inbox/access-log';
import type { ServerConfig } from '../server-config';

// The command line as one more actor (docs/architecture.md#the-actors-services): an admin's
// permissions, named `cli` and by who ran it in the access log and on a lead's timeline. The
// operators' command (scripts/leads/) is handed these services and never the store's database:
// each is made when its command asks, so a command loads only its own modules (the e2e suite
// runs the command hundreds of times).

export type CommandActor = { kind: 'cli'; by: string };

export function commandServices(store: OpenedStore, config: ServerConfig) {
  const { database } = store;
  const by = commandUser();
  const ledger = async () => (await import('../backup/erasure-ledger')).ledgerOf(config.backup);
  return {
    actor: { kind: 'cli', by } satisfies CommandActor,
    /** Writes what the command did to the access log, from the address `cli`. */
    log: async (entry: Omit<AccessEntry, 'address'>) =>
      (await import('../inbox/access-log')).recordAccess(database, { ...entry, address: 'cli' }),
    accessLog: async (filter: AccessFilter) =>
      (await import('../inbox/access-log')).listAccess(database, filter),
    siteSpeed: async (now: Date, windows: readonly number[]) => {
      const { buildSiteSpeedReport } = await import('../vitals/site-speed');
      const { vitalsStore } = await import('../vitals/vitals-store');
      return buildSiteSpeedReport(vitalsStore(database), now, windows);
    },
    channelForms: async () =>
      (await import('../channels/channel-form-command')).channelFormCommand(database, by),
    rules: async () => (await import('../inbox/rule-command')).ruleCommand(database, by),
    availability: async () =>
      (await import('../inbox/availability-command')).availabilityCommand(database, by),
    universities: async () =>
      (await import('../inbox/university-command')).universityCommand(database, config, by),
    /** Operators' accounts, through Better Auth on the store's database. */
    operators: async (siteUrl: string) => {
      const { operatorAuthSecret } = await import('../inbox/auth-secret');
      const { operatorAuth } = await import('../inbox/operator-auth');
      const { operatorAccounts } = await import('../inbox/operator-accounts');
      const auth = operatorAuth(database, await operatorAuthSecret(config, database), siteUrl);
      return operatorAccounts(auth, database, by);
    },
    personalData: async () =>
      (await import('../privacy/personal-data')).personalData(database, await ledger()),
    retention: async () =>
      (await import('../privacy/retention')).leadRetention(database, await ledger()),
    backups: {
      take: async (settings: NonNullable<ServerConfig['backup']>) =>
        (await import('../backup/take-backup')).takeBackup(database, config.databaseUrl, settings),
      replay: async (since: string) =>
        (await import('../backup/ledger-replay')).replayLedger(database, (await ledger())!, since),
    },
  };
}

export type CommandServices = ReturnType<typeof commandServices>;
