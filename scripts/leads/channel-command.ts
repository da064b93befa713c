// `leads channel form`: a platform form's mapping to a university and questions.
import { channelFormCommand } from '@/lib/server/channels/channel-form-command';
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import { commandUser, fail, reportingOperatorErrors, type Values } from './cli';

export async function channel(store: OpenedStore, positionals: string[], values: Values) {
  if (positionals[1] !== 'form') fail(`Unknown channel command: ${positionals[1] ?? '(none)'}`);
  await reportingOperatorErrors(async () => {
    console.log(await channelFormCommand(store.database, commandUser())(values));
  });
}
