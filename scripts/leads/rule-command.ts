// `leads rule`: the rules that choose who gets a new lead.
import type { CommandServices } from '@/lib/server/site/command-services';
import { reportingOperatorErrors, type Values } from './cli';

export async function rule(services: CommandServices, positionals: string[], values: Values) {
  await reportingOperatorErrors(async () => {
    const lines = await (await services.rules())(positionals[1], positionals[2], values);
    for (const line of lines) console.log(line);
  });
}
