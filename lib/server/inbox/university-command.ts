import 'server-only';
import { recordAccess } from './access-log';
import { OperatorError } from './operator-error';
import type { StoreDatabase } from '../store/store-database';
import { deliveryReport, percent } from '../delivery/delivery-report';
import { deliverySettings, isDeliveryInputError } from '../delivery/delivery-settings';
import type { ServerConfig } from '../server-config';

// `npm run leads -- university delivery|mapping|status`: a university's delivery from a set-up
// script (docs/operations.md#delivery-to-the-universities); each change in the access log, never
// its credential.

export type UniversityOptions = {
  university?: string;
  adapter?: string;
  url?: string;
  'daily-cap'?: string;
  off?: boolean;
};

type KeyConfig = Pick<
  ServerConfig,
  'deliverySecretKey' | 'operatorAuthSecret' | 'databaseUrl' | 'dbPath'
>;

export function universityCommand(database: StoreDatabase, config: KeyConfig, by: string) {
  const settings = deliverySettings(database, config);
  const log = (action: 'delivery-set' | 'delivery-mapping-set', record: string, detail: string) =>
    recordAccess(database, { address: 'cli', action, record, detail: `${detail}, by ${by}` });
  const usage = (error: unknown): never => {
    if (isDeliveryInputError(error)) throw new OperatorError(error.message, 'usage');
    throw error;
  };

  return async (
    action: string | undefined,
    options: UniversityOptions,
    input: { secret: () => Promise<string>; file: () => Promise<string> },
  ): Promise<string[]> => {
    if (action === 'status') {
      const report = await deliveryReport(database.db);
      return report.universities.map((row) => {
        const where = row.adapter
          ? row.adapter === 'portal'
            ? 'portal'
            : `${row.adapter} to ${row.url}`
          : 'off';
        const cap = row.dailyCap ? `${row.capUsed}/${row.dailyCap} today` : 'no cap';
        const { today } = row;
        return `${row.id}: ${where}; ${cap}; today ${today.delivered} delivered (${today.accepted} accepted, ${today.duplicate} duplicate, ${today.rejected} rejected, ${percent(today.accepted, today.delivered)} accepted); ${row.held} held, ${row.pending} pending${row.lastFailure ? `; last failure ${row.lastFailure.at}: ${row.lastFailure.detail}` : ''}`;
      });
    }
    if (action === 'delivery') {
      const line = options.off
        ? await settings.off(options.university).catch(usage)
        : await settings
            .set(
              {
                university: options.university ?? '',
                adapter: options.adapter ?? '',
                url: options.url,
                dailyCap: options['daily-cap'],
                secret: options.adapter === 'portal' ? '' : await input.secret(),
              },
              by,
            )
            .catch(usage);
      await log('delivery-set', `university ${options.university}`, line);
      return [line];
    }
    if (action === 'mapping') {
      const line = await settings.mapping(options.university, await input.file()).catch(usage);
      await log('delivery-mapping-set', `university ${options.university}`, line);
      return [line];
    }
    throw new OperatorError(`Unknown university command: ${action ?? '(none)'}`, 'usage');
  };
}
