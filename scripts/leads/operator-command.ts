// `leads operator`: operators' accounts (add, list, disable, enable, password) and availability.
import { parsePublicConfig } from '@/lib/config/public-config-schema';
import type { CommandServices } from '@/lib/server/site/command-services';
import { fail, reportingOperatorErrors, type Values } from './cli';

/** The password piped in (`--password-stdin`), without the newline that ends it. */
async function passwordFromStdin(values: Values) {
  if (!values['password-stdin'])
    fail('The password is read from standard input: add --password-stdin and pipe it in.');
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

export async function operator(
  services: CommandServices,
  action: string | undefined,
  values: Values,
) {
  const accounts = await services.operators(parsePublicConfig(process.env).NEXT_PUBLIC_SITE_URL);
  const email = () => values.email ?? fail(`operator ${action} needs --email`);
  await reportingOperatorErrors(async () => {
    if (action === 'add') {
      const name = values.name ?? fail('operator add needs --name');
      const role = values.role ?? fail('operator add needs --role admin, counsellor or university');
      await accounts.add({
        email: email(),
        name,
        role,
        university: values.university,
        password: await passwordFromStdin(values),
      });
      const of = values.university ? ` of ${values.university}` : '';
      console.error(`Added ${role}${of} ${email().toLowerCase()}.`);
    } else if (action === 'list') {
      const operators = await accounts.list();
      if (!operators.length) console.error('No operators yet: add one with `operator add`.');
      for (const row of operators)
        console.log(
          [
            row.email,
            row.name,
            row.university ? `${row.role} (${row.university})` : row.role,
            row.disabled ? 'disabled' : 'active',
            row.twoFactor ? 'two-factor' : 'password only',
            row.createdAt,
          ].join('\t'),
        );
    } else if (action === 'disable') {
      await accounts.disable(email());
      console.error(`Disabled ${email()}: their sessions have ended.`);
    } else if (action === 'enable') {
      await accounts.enable(email());
      console.error(`Enabled ${email()}: they can sign in again.`);
    } else if (action === 'password') {
      await accounts.setPassword(email(), await passwordFromStdin(values));
      console.error(`Set a new password for ${email()}: their sessions have ended.`);
    } else if (action === 'hours' || action === 'leave' || action === 'cap') {
      console.error(await (await services.availability())(action, email(), values));
    } else fail(`Unknown operator command: ${action ?? '(none)'}`);
  });
}
