import { portalRoute } from '@/lib/server/inbox-entries/operator-guard';
import { receiveEnrolmentSheet } from '@/lib/server/inbox-entries/enrolment-upload';

// A university's enrolment sheet (docs/operations.md#enrolment-sheets): through the one guard,
// its university's user only (an agency admin's look uploads nothing).
export const POST = portalRoute<{ university: string }>(
  (request, call) => receiveEnrolmentSheet(request, call),
  { answer: 'file' },
);
