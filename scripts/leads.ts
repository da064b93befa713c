// Operators' command:
//   npm run leads -- export --format csv|json|google-ads|meta [options]
//   npm run leads -- outbox [--all] [--format table|json]
//   npm run leads -- release <id> [--subscriber]
//   npm run leads -- alert-test
//   npm run leads -- operator add|list|disable|password|hours|leave|cap [options]
//   npm run leads -- rule add|list|up|down|delete [options]
//   npm run leads -- channel form --channel meta|google --form FORM_ID --university ID [options]
//   npm run leads -- access-log [--since YYYY-MM-DD] [--operator EMAIL]
//   npm run leads -- vitals [--days N] [--format table|json]
//   npm run leads -- erase --phone P | --email E [--yes]
//   npm run leads -- retention [--dry-run] [--yes]
//   npm run leads -- backup [list|verify|replay --since TIME]
//   npm run leads -- restore FILE
//   npm run leads -- university delivery|mapping|status [options]
//   npm run leads -- help
// Each command's module is loaded only when that command runs (scripts/leads/): the e2e suite runs
// this command hundreds of times, and most calls have no use for better-auth and the senders.
import { parseArgs } from 'node:util';
import { serverConfig } from '@/lib/server/server-config';
import { openStore } from '@/lib/server/arrival/open-store';
import { commandServices } from '@/lib/server/site/command-services';
import { fail, stop, USAGE } from './leads/cli';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      format: { type: 'string' },
      since: { type: 'string' },
      out: { type: 'string' },
      all: { type: 'boolean' },
      'include-suspected': { type: 'boolean' },
      subscriber: { type: 'boolean' },
      conversion: { type: 'string' },
      stage: { type: 'string' },
      value: { type: 'string' },
      currency: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      operator: { type: 'string' },
      days: { type: 'string' },
      phone: { type: 'string' },
      yes: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      set: { type: 'string' },
      clear: { type: 'boolean' },
      until: { type: 'string' },
      back: { type: 'boolean' },
      team: { type: 'string' },
      kind: { type: 'string' },
      university: { type: 'string' },
      language: { type: 'string' },
      campaign: { type: 'string' },
      adapter: { type: 'string' },
      url: { type: 'string' },
      'secret-stdin': { type: 'boolean' },
      'daily-cap': { type: 'string' },
      off: { type: 'boolean' },
      file: { type: 'string' },
      channel: { type: 'string' },
      form: { type: 'string' },
      question: { type: 'string', multiple: true },
    },
  });
  const command = positionals[0];
  if (values.help || command === 'help') {
    console.log(USAGE);
    return;
  }
  const commands = [
    'export',
    'outbox',
    'release',
    'alert-test',
    'operator',
    'rule',
    'channel',
    'access-log',
    'vitals',
    'erase',
    'retention',
    'backup',
    'restore',
    'university',
  ];
  if (!command || !commands.includes(command)) fail(`Unknown command: ${command ?? '(none)'}`);

  const config = serverConfig();
  if (command === 'alert-test')
    return (await import('./leads/alert-test-command')).alertTest(config);
  // A restore opens the store itself, once it is put back; a listing needs none.
  if (command === 'restore')
    return (await import('./leads/backup-command')).restore(positionals[1], config);
  if (command === 'backup' && positionals[1] === 'list')
    return (await import('./leads/backup-command')).listBackups(config);
  if (command === 'backup' && positionals[1] === 'verify')
    return (await import('./leads/backup-command')).verifyNewest(config);
  if (command === 'backup' && !['replay', undefined].includes(positionals[1]))
    fail(`Unknown backup command: ${positionals[1]}`);
  // Never creates or migrates a store: a mistyped path fails here instead of exporting nothing.
  const writes =
    ['release', 'operator', 'rule', 'channel', 'erase', 'retention', 'university'].includes(
      command,
    ) ||
    (command === 'backup' && positionals[1] === 'replay');
  const store = await openStore(config, writes ? 'write' : 'read');
  const services = commandServices(store, config);
  try {
    if (command === 'export') {
      const { exportLeads } = await import('./leads/export-command');
      await exportLeads(store, values, config);
    } else if (command === 'release') {
      const { release } = await import('./leads/outbox-command');
      await release(store, positionals[1], values, config);
    } else if (command === 'operator') {
      const { operator } = await import('./leads/operator-command');
      await operator(services, positionals[1], values);
    } else if (command === 'rule') {
      const { rule } = await import('./leads/rule-command');
      await rule(services, positionals, values);
    } else if (command === 'university') {
      const { university } = await import('./leads/university-command');
      await university(services, positionals[1], values);
    } else if (command === 'channel') {
      const { channel } = await import('./leads/channel-command');
      await channel(services, positionals, values);
    } else if (command === 'access-log') {
      const { accessLog } = await import('./leads/access-log-command');
      await accessLog(services, values);
    } else if (command === 'vitals') {
      const { showVitals } = await import('./leads/vitals-command');
      await showVitals(services, values);
    } else if (command === 'erase') {
      const { erasePerson } = await import('./leads/privacy-command');
      await erasePerson(services, values);
    } else if (command === 'backup' && positionals[1] === 'replay') {
      const { replay } = await import('./leads/backup-command');
      await replay(services, values.since, config);
    } else if (command === 'backup') {
      const { backupNow } = await import('./leads/backup-command');
      await backupNow(services, config);
    } else if (command === 'retention') {
      const { runRetention } = await import('./leads/privacy-command');
      await runRetention(services, values, config);
    } else {
      const { showOutbox } = await import('./leads/outbox-command');
      await showOutbox(store, values, config);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: Error) => stop(error.message));
