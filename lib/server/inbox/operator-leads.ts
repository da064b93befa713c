import 'server-only';
import type { Operator } from './operator';
import type { LeadChanges, LeadWork } from './lead-work';
import type { InboxServices } from './inbox-services';
import { mayOpen } from './lead-access';
import type { AccessEntry } from './access-log';
import { leadPath } from '@/lib/inbox/inbox-paths';

// One operator's way to a lead (docs/architecture.md#the-actors-services): whether they may open
// it is decided here, not by each page or action, and each refusal and missing lead is logged
// here. Handed to every guarded entry by the guard.

type Found = NonNullable<Awaited<ReturnType<LeadWork['getLead']>>>;

export type LeadOpening =
  { opened: Found } | { mergedInto: number } | { missing: true } | { refused: string };

type Logger = (entry: Omit<AccessEntry, 'address'>) => Promise<void>;

export function operatorLeads(
  services: { leadWork: LeadWork; inbox: Pick<InboxServices, 'merges'> },
  operator: Operator,
  log: Logger,
) {
  return {
    /**
     * A lead for this operator to `view` (a merged lead's number answers the lead it went into)
     * or to `save` (a merged lead is gone, and a refusal's detail says it was a save).
     */
    async open(id: number, purpose: 'view' | 'save'): Promise<LeadOpening> {
      const record = leadPath(id);
      const found = await services.leadWork.getLead(id);
      if (!found) {
        const into = purpose === 'view' ? await services.inbox.merges.mergedInto(id) : null;
        if (into !== null) return { mergedInto: into };
        await log({ action: 'lead-not-found', record });
        return { missing: true };
      }
      const refusal = mayOpen(found.lead, operator);
      if (refusal) {
        const detail = purpose === 'save' ? `save: ${refusal}` : refusal;
        await log({ action: 'access-refused', record, detail });
        return { refused: refusal };
      }
      return { opened: found };
    },

    /** Saves an opened lead's changes (a stage it reached queues Meta's event, sent at once). */
    save: (id: number, changes: LeadChanges) => services.leadWork.updateLead(id, changes, operator),
  };
}

export type OperatorLeads = ReturnType<typeof operatorLeads>;
