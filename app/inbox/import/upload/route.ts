import { IMPORT_PERMISSION } from '@/lib/inbox/roles';
import { operatorRoute } from '@/lib/server/inbox-entries/operator-guard';
import { receiveSheet } from '@/lib/server/inbox-entries/sheet-upload';

// A portal's sheet, posted natively from /inbox/import (docs/operations.md#portal-sheets).
export const POST = operatorRoute(IMPORT_PERMISSION, receiveSheet, { answer: 'file' });
