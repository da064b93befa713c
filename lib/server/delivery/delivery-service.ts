import 'server-only';
import { getUniversity } from '@/lib/catalogue/universities';
import { isoTimestamps } from '../store/iso-timestamps';
import { readWriteTransaction } from '../store/kysely-store';
import type { StoreDatabase } from '../store/store-database';
import { dueAgain } from '../store/tables/outbox-table';
import type { deliveryKey } from './delivery-key';
import { deliveryOf, finishErasure, recordDelivery, type DeliveryRow } from './delivery-records';
import { erasureTasks } from './erasure-notice';
import { deliveryReport } from './delivery-report';
import { deliverySettings } from './delivery-settings';

// The inbox's door to the delivery (site/site-context.ts): a lead's delivery line, the delivery page's
// report, the set-up, an admin's re-send of a rejected lead and mark on an erasure done by hand.

export type LeadDelivery = DeliveryRow & { universityName: string };

export function deliveryService(
  database: StoreDatabase,
  config: Parameters<typeof deliveryKey>[0],
) {
  const db = database.db.withPlugin(isoTimestamps);
  return {
    async ofLead(leadId: number): Promise<LeadDelivery | null> {
      const row = await deliveryOf(db, leadId);
      if (!row) return null;
      return { ...row, universityName: getUniversity(row.university)?.name ?? row.university };
    },
    report: () => deliveryReport(db),
    settings: deliverySettings(database, config),
    /** An admin asked the university to erase the lead: its task is done; false when it is no task. */
    async finishErasureTask(leadId: number, by: string) {
      return readWriteTransaction(database, async (trx) => {
        const open = (await erasureTasks(trx)).some((task) => task.leadId === leadId);
        return open && finishErasure(trx, leadId, new Date().toISOString(), by);
      });
    },
    /**
     * Sends a rejected lead again (after its mapping was fixed), under a new webhook id (its
     * reference and the round), since the university keeps the first one's answer; false when
     * the lead is not a rejected one.
     */
    async resend(leadId: number) {
      return readWriteTransaction(database, async (trx) => {
        const row = await deliveryOf(trx, leadId);
        if (!row || row.status !== 'rejected') return false;
        const item = await trx
          .selectFrom('outbox')
          .select('id')
          .where('record_type', '=', 'lead')
          .where('record_id', '=', leadId)
          .where('destination', '=', 'university')
          .where('cancelled_at', 'is', null)
          .executeTakeFirst();
        if (!item) return false;
        const at = new Date().toISOString();
        await recordDelivery(trx, {
          ...row,
          status: 'pending',
          detail: 'sent again',
          their_id: null,
          sent_at: null,
          round: row.round + 1,
          updated_at: at,
        });
        await dueAgain(trx, [item.id], at);
        return true;
      });
    },
  };
}

export type DeliveryService = ReturnType<typeof deliveryService>;
