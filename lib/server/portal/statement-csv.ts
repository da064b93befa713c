import 'server-only';
import { statementCopy as copy } from '@/content/portal-statement';
import { csvCell } from '../http/csv-cell';
import type { Statement } from './monthly-statement';
import { statementLines } from './statement-lines';

// The statement as CSV: the page's figures, one a line, each cell written by csvCell.

export const statementCsv = (universityName: string, statement: Statement) =>
  [
    [copy.caption(universityName, statement.month), ''],
    [copy.figure, copy.value],
    ...statementLines(statement),
  ]
    .map((fields) => fields.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
