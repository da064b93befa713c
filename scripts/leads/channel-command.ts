// `leads channel form`: a platform form's mapping to a university and questions.
import type { CommandServices } from '@/lib/server/site/command-services';
import { fail, reportingOperatorErrors, type Values } from './cli';

export async function channel(services: CommandServices, positionals: string[], values: Values) {
  if (positionals[1] !== 'form') fail(`Unknown channel command: ${positionals[1] ?? '(none)'}`);
  await reportingOperatorErrors(async () => {
    console.log(await (await services.channelForms())(values));
  });
}
