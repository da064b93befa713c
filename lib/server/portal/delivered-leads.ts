import 'server-only';
import { sql } from 'kysely';

// What a university counts as delivered (docs/operations.md#enrolment-sheets): a lead sent to it,
// whatever it answered. Its sheets and its statement read only these.
export const deliveredTo = sql<boolean>`lead_deliveries.sent_at is not null`;
