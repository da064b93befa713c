// `leads university`: a university's delivery, its master sheet, and how its deliveries stand.
import fs from 'node:fs';
import type { CommandServices } from '@/lib/server/site/command-services';
import { fail, reportingOperatorErrors, stop, type Values } from './cli';

/** The credential piped in (`--secret-stdin`), never typed on the command line where `ps` shows it. */
async function secretFromStdin(values: Values) {
  if (!values['secret-stdin'])
    fail('The credential is read from standard input: add --secret-stdin and pipe it in.');
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.trim();
}

export async function university(
  services: CommandServices,
  action: string | undefined,
  values: Values,
) {
  await reportingOperatorErrors(async () => {
    const lines = await (
      await services.universities()
    )(action, values, {
      secret: () => secretFromStdin(values),
      file: async () => {
        if (!values.file) fail('university mapping needs --file master.csv');
        try {
          return fs.readFileSync(values.file, 'utf8');
        } catch (error) {
          stop(`Cannot read ${values.file}: ${(error as Error).message}`);
        }
      },
    });
    for (const line of lines) console.log(line);
  });
}
