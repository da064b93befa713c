// `leads rule`: the rules that choose who gets a new lead.
import { ruleCommand } from '@/lib/server/inbox/rule-command';
import type { OpenedStore } from '@/lib/server/arrival/open-store';
import { commandUser, reportingOperatorErrors, type Values } from './cli';

export async function rule(store: OpenedStore, positionals: string[], values: Values) {
  await reportingOperatorErrors(async () => {
    const lines = await ruleCommand(store.database, commandUser())(
      positionals[1],
      positionals[2],
      values,
    );
    for (const line of lines) console.log(line);
  });
}
