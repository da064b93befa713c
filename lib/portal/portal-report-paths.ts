import { portalPath } from './portal-paths';

// The addresses of a university's enrolment sheet and monthly statement
// (docs/operations.md#university-portal-enrolment-sheets-and-statements), under its portal's.

export const portalSheetPath = (university: string, result?: string) =>
  `${portalPath(university)}/sheet${result ? `?result=${result}` : ''}`;

export const portalStatementPath = (university: string, month?: string) =>
  `${portalPath(university)}/statement${month ? `?month=${month}` : ''}`;

export const portalStatementCsvPath = (university: string, month: string) =>
  `${portalPath(university)}/statement/csv?month=${month}`;
