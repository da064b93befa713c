import 'server-only';
import { assignmentRules } from '../assignment/assignment-rules';
import { availabilityStore } from '../assignment/availability';
import { assignmentsOf } from '../assignment/lead-assignments';
import { campaignSpend } from '../funnel/campaign-spend';
import { funnelService } from '../funnel/funnel';
import { contactChecks } from '../privacy/contact-checks';
import { requestHistory } from '../privacy/request-history';
import { rightsRequests } from '../privacy/rights-requests';
import type { StoreDatabase } from '../store/store-database';
import { leadMerges } from './lead-merge';
import { operatorNames } from './operator-names';
import { leadPerson } from './lead-person';

// The operator side's named services, each on the store's database, made once per process
// (site/site-context.ts): what an inbox page, Server Action or route reads and writes through. None of
// them is handed the database itself (eslint.config.mjs refuses `.database` there).

export function inboxServices(database: StoreDatabase) {
  return {
    /** A lead's person: their enquiries, and their other leads. */
    persons: leadPerson(database),
    /** Every operator by name: a timeline's authors, and the active ones a lead may be given to. */
    operators: () => operatorNames(database),
    merges: leadMerges(database),
    /** A lead's owners, as it was given and moved. */
    assignmentsOf: (leadId: number) => assignmentsOf(database, leadId),
    /** The assignment rules, in order, with their teams. */
    rules: assignmentRules(database),
    /** Each operator's working hours, leave and daily cap. */
    availability: availabilityStore(database),
    rightsRequests: rightsRequests(database),
    /** What was done about a rights request, from the access log. */
    requestHistory: (reference: string) => requestHistory(database, reference),
    contactChecks: contactChecks(database),
    funnel: funnelService(database),
    spend: campaignSpend(database),
  };
}

export type InboxServices = ReturnType<typeof inboxServices>;
