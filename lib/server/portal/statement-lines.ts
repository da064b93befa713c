import { statementCopy as copy } from '@/content/portal-statement';
import { count, rupees } from '@/lib/funnel/funnel-format';
import type { Statement } from './monthly-statement';

// A statement's figures as the page and its CSV show them, in one order.

/** The statement's lines as the page shows them: each figure's label and value. */
export const statementLines = (statement: Statement): [string, string][] => {
  const money = (paise: number | null) => (paise === null ? copy.none : rupees(paise));
  return [
    [copy.delivered, count(statement.delivered)],
    [copy.duplicate, count(statement.duplicate)],
    [copy.returned, count(statement.returned)],
    [copy.returnsOpen, count(statement.returnsOpen)],
    [copy.accepted, count(statement.accepted)],
    [copy.enrolled, count(statement.enrolled)],
    [copy.spend, money(statement.spend_paise)],
    [copy.costPerEnrolment, money(statement.cost_per_enrolment_paise)],
  ];
};
