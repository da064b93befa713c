import 'server-only';
import type { Operator } from './operator';
import type { LeadChanges, LeadWork } from './lead-work';
import type { QueueQuery } from './lead-queue';
import type { InboxServices } from './inbox-services';
import { mayOpen } from './lead-access';
import type { AccessEntry } from './access-log';
import { leadPath } from '@/lib/inbox/inbox-paths';

// One operator's way to the leads (docs/architecture.md#the-actors-services): the queue as this
// operator may see it, and whether they may open a lead, are decided here, not by each page or
// action, and each refusal and missing lead is logged here. Handed to every guarded entry by the
// guard.

type Found = NonNullable<Awaited<ReturnType<LeadWork['getLead']>>>;

export type LeadOpening =
  { opened: Found } | { mergedInto: number } | { missing: true } | { refused: string };

type Logger = (entry: Omit<AccessEntry, 'address'>) => Promise<void>;

export function operatorLeads(
  services: { leadWork: LeadWork; inbox: Pick<InboxServices, 'merges'> },
  operator: Operator,
  log: Logger,
) {
  const viewer = { id: operator.id, role: operator.role };
  return {
    /** A page of the queue: the leads this operator may see, under the filters. */
    queue: (query: Omit<QueueQuery, 'viewer'>) => services.leadWork.listQueue({ ...query, viewer }),
    /** The newest lead of the queue this operator may see, and how many came after `after`. */
    updates: (query: Omit<Parameters<LeadWork['queueUpdates']>[0], 'viewer'>) =>
      services.leadWork.queueUpdates({ ...query, viewer }),
    /** This operator's follow-ups due by the end of today in India. */
    followUpsDue: (now: Date) => services.leadWork.followUpsDue(operator.id, now),

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

    /**
     * Saves an opened lead's changes (a stage it reached queues Meta's event, sent at once). A
     * save from an older version answers the lead's timeline as it now is, for the operator to
     * read what changed.
     */
    async save(id: number, changes: LeadChanges) {
      const saved = await services.leadWork.updateLead(id, changes, operator);
      if (saved.result !== 'conflict') return saved;
      const now = await services.leadWork.getLead(id);
      return { ...saved, lead: now?.lead ?? saved.lead, events: now?.events ?? [] };
    },
  };
}

export type OperatorLeads = ReturnType<typeof operatorLeads>;
