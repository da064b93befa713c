// What the operators' command (scripts/leads.ts) and its commands share: how a command says it was
// used wrongly or cannot go on, its options, and who runs it. Light on purpose: every call loads it.
import { OperatorError } from '@/lib/server/inbox/operator-error';

export const USAGE = `Usage:
  npm run leads -- export --format csv|json [--since YYYY-MM-DD] [--out FILE] [--include-suspected]
  npm run leads -- export --format google-ads --conversion NAME [--stage qualified|won]
                          [--since YYYY-MM-DD] [--value AMOUNT [--currency INR]] [--out FILE]
  npm run leads -- export --format meta [--stage qualified|won] [--since YYYY-MM-DD] [--out FILE]
  npm run leads -- outbox [--all] [--format table|json]
  npm run leads -- release <id> [--subscriber]
  npm run leads -- alert-test
  npm run leads -- operator add --email EMAIL --name "NAME" --role admin|counsellor --password-stdin
  npm run leads -- operator add --email EMAIL --name "NAME" --role university --university ID
                                --password-stdin
  npm run leads -- operator list
  npm run leads -- operator disable --email EMAIL
  npm run leads -- operator enable --email EMAIL
  npm run leads -- operator password --email EMAIL --password-stdin
  npm run leads -- operator hours --email EMAIL --set "Mon-Sat 09:00-18:00" | --clear
  npm run leads -- operator leave --email EMAIL --until YYYY-MM-DD | --back
  npm run leads -- operator cap --email EMAIL --set LEADS-A-DAY | --clear
  npm run leads -- rule add --team EMAIL[,EMAIL…] [--kind admission|proposal] [--university NAME]
                            [--language en|hi] [--campaign CAMPAIGN-OR-SOURCE]
  npm run leads -- channel form --channel meta|google --form FORM_ID --university ID
                               [--question course=KEY] [--question city=KEY]
  npm run leads -- rule list
  npm run leads -- rule up|down|delete <number>
  npm run leads -- access-log [--since YYYY-MM-DD] [--operator EMAIL]
  npm run leads -- vitals [--days N] [--format table|json]
  npm run leads -- erase --phone P | --email E [--yes]
  npm run leads -- retention [--dry-run] [--yes]
  npm run leads -- backup [list|verify]
  npm run leads -- backup replay --since TIME
  npm run leads -- restore FILE
  npm run leads -- university delivery --university ID --adapter generic|leadsquared --url URL
                                  --secret-stdin [--daily-cap N]
  npm run leads -- university delivery --university ID --adapter portal [--daily-cap N]
  npm run leads -- university delivery --university ID --off
  npm run leads -- university mapping --university ID --file master.csv
  npm run leads -- university status
  npm run leads -- help`;

/** A command used wrongly: what was wrong, and how to use it. */
export function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

/** A command that cannot do its work (no store, a record it cannot find). */
export function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Runs an operator or rule command: a usage error exits 2 with the usage, any other 1. */
export async function reportingOperatorErrors(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    if (error.kind === 'usage') fail(error.message);
    stop(error.message);
  }
}

export type Values = {
  format?: string;
  since?: string;
  out?: string;
  all?: boolean;
  'include-suspected'?: boolean;
  subscriber?: boolean;
  conversion?: string;
  stage?: string;
  value?: string;
  currency?: string;
  email?: string;
  name?: string;
  role?: string;
  'password-stdin'?: boolean;
  operator?: string;
  days?: string;
  phone?: string;
  yes?: boolean;
  'dry-run'?: boolean;
  set?: string;
  clear?: boolean;
  until?: string;
  back?: boolean;
  team?: string;
  kind?: string;
  university?: string;
  language?: string;
  campaign?: string;
  adapter?: string;
  url?: string;
  'secret-stdin'?: boolean;
  'daily-cap'?: string;
  off?: boolean;
  file?: string;
  channel?: string;
  form?: string;
  question?: string[];
};
