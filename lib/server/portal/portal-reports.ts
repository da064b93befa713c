import 'server-only';
import { portalSheetPath, portalStatementPath } from '@/lib/portal/portal-report-paths';
import type { StoreDatabase } from '../store/store-database';
import { enrolmentSheets, type EnrolmentResult } from './enrolment-sheets';
import type { LeadOutcomes } from './lead-outcomes';
import { monthlyStatements, type Statement } from './monthly-statement';
import type { AccessEntry } from '../inbox/access-log';
import { statementCsv } from './statement-csv';

// The university actor's enrolment sheet and monthly statement
// (docs/operations.md#university-portal-enrolment-sheets-and-statements), part of its services
// (portal-services.ts): built with the actor's university in every call, each upload, view and
// download in the access log with the university named. An agency admin looking as the university
// reads its statement and uploads nothing.

/** Who is looking, as portal-services.ts's actor says it (this file is below it). */
type Actor = {
  operator: { id: string };
  university: { id: string; name: string };
  agencyView: boolean;
};
type Log = (entry: Omit<AccessEntry, 'address' | 'operatorId' | 'operatorEmail'>) => Promise<void>;

export function portalReports(database: StoreDatabase, outcomes: LeadOutcomes) {
  const sheets = enrolmentSheets(database, outcomes);
  const statements = monthlyStatements(database);

  return {
    as(actor: Actor, log: Log) {
      const university = actor.university.id;
      const detail = (what: string) =>
        [`university ${university}`, ...(actor.agencyView ? ['agency view'] : []), what].join(', ');

      return {
        /** Applies the university's enrolment sheet: all of it, or nothing. */
        async applySheet(
          file: { fileName: string; bytes: Uint8Array },
          now = new Date(),
        ): Promise<EnrolmentResult | { status: 'agency-view' }> {
          const record = portalSheetPath(university);
          if (actor.agencyView) {
            await log({ action: 'access-refused', record, detail: detail('sheet: agency view') });
            return { status: 'agency-view' };
          }
          const result = await sheets.apply(university, actor.operator.id, file, now);
          await log({
            action: 'portal-outcome-set',
            record,
            detail: detail(
              result.status === 'applied'
                ? `sheet: ${result.changed} changed, ${result.same} already so, ${result.unmatched.length} unmatched, ${result.ambiguous.length} ambiguous`
                : result.status === 'refused'
                  ? `sheet refused: ${result.malformed.length} rows unreadable, nothing applied`
                  : result.status === 'failed'
                    ? 'sheet failed: nothing applied'
                    : `sheet unreadable: ${result.problem}`,
            ),
          });
          return result;
        },

        async statement(month: string): Promise<Statement> {
          const found = await statements.of(university, month);
          await log({
            action: 'portal-viewed',
            record: portalStatementPath(university, month),
            detail: detail('statement'),
          });
          return found;
        },

        async statementCsv(month: string): Promise<string> {
          const found = await statements.of(university, month);
          await log({
            action: 'portal-downloaded',
            record: portalStatementPath(university, month),
            detail: detail('statement, csv'),
          });
          return statementCsv(actor.university.name, found);
        },
      };
    },
  };
}
