import 'server-only';
import {
  ASSIGNMENT_PERMISSION,
  DELIVERY_PERMISSION,
  EXPORT_PERMISSION,
  FUNNEL_PERMISSION,
  IMPORT_PERMISSION,
  OPERATORS_PERMISSION,
  RIGHTS_REQUESTS_PERMISSION,
  SITE_SPEED_PERMISSION,
  SUSPECTED_PERMISSION,
} from '@/lib/inbox/roles';
import type { AvailabilityStore } from '../assignment/availability';
import { googleAdsFile, type GoogleAdsFile } from '../export/ad-export';
import { exportData } from '../export/lead-export';
import type { QueueFilter } from '../inbox/lead-filter';
import { MERGE_PERMISSION } from '../inbox/lead-merge';
import type { Operator } from '../inbox/operator';
import type { SiteContext } from '../site/site-context';
import { sendContactCode } from '../privacy/contact-code-email';
import type { RecordType } from '../store/lead-store';
import { buildSiteSpeedReport } from '../vitals/site-speed';
import type { AccessLogger } from './operator-session';
import { serviceGate, type RefuseService } from './service-gate';

// The services an operator's role may use (docs/architecture.md#the-actors-services), handed by
// the guard to every inbox entry in place of the process's context: what every operator may read
// about the leads they open, and the admins' services, each refusing inside for another role
// (service-gate.ts). No database handle and no lifecycle handle is reachable from them.

/** Who the services act for: the operator, their address, and their access log. */
export type ServiceActor = { operator: Operator; address: string; log: AccessLogger };

type Gate = ReturnType<typeof serviceGate>;

/** Hours, leave and cap: every operator's own; anyone's for a role that assigns the leads. */
function availabilityOf(store: AvailabilityStore, operator: Operator, gate: Gate) {
  const others = gate(ASSIGNMENT_PERMISSION, 'availability', {
    get: (id: string) => store.get(id),
    set: (id: string, change: Parameters<AvailabilityStore['set']>[1]) => store.set(id, change),
  });
  return {
    get: (id: string) => (id === operator.id ? store.get(id) : others.get(id)),
    set: (id: string, change: Parameters<AvailabilityStore['set']>[1]) =>
      id === operator.id ? store.set(id, change) : others.set(id, change),
    /** Every active operator's: when a lead's owner starts work, shown beside the lead. */
    list: () => store.list(),
  };
}

export function operatorServices(
  ctx: SiteContext,
  { operator, address, log }: ServiceActor,
  refuse?: RefuseService,
) {
  const gate = serviceGate(operator, log, refuse);
  const { inbox } = ctx;
  return {
    /** Every operator by name: a timeline's authors, and those a lead may be given to. */
    people: () => inbox.operators(),
    /** A lead's person: their enquiries, and their other leads. */
    persons: inbox.persons,
    /** The leads merged into a lead. */
    mergesInto: (leadId: number) => inbox.merges.mergesInto(leadId),
    /** A lead's owners, as it was given and moved. */
    assignmentsOf: (leadId: number) => inbox.assignmentsOf(leadId),
    /** A lead's line to its university, if it went to one. */
    deliveryOf: (leadId: number) => ctx.delivery.ofLead(leadId),
    availability: availabilityOf(inbox.availability, operator, gate),

    /** How fast the leads are called back: per week, and per owner. */
    speed: gate(EXPORT_PERMISSION, 'speed to lead', {
      weekly: (since: Date) => ctx.leadWork.speedToLead({ since }),
      owners: (now: Date) => ctx.leadWork.ownerSpeed({ now }),
    }),
    /** Two leads to merge, whoever's they are, and the merge. */
    merges: gate(MERGE_PERMISSION, 'merges', {
      leadOf: (id: number) => ctx.leadWork.getLead(id),
      mergedInto: (id: number) => inbox.merges.mergedInto(id),
      merge: (...args: Parameters<typeof inbox.merges.merge>) => inbox.merges.merge(...args),
    }),
    /** Where the admission leads go, the report of what went, and a rejected one sent again. */
    delivery: gate(DELIVERY_PERMISSION, 'delivery', {
      report: () => ctx.delivery.report(),
      settings: ctx.delivery.settings,
      resend: (leadId: number) => ctx.delivery.resend(leadId),
      finishErasureTask: (leadId: number) => ctx.delivery.finishErasureTask(leadId, operator.id),
    }),
    /** The universities' returns, for an admin to approve or refuse. */
    returns: gate(DELIVERY_PERMISSION, 'returns', {
      ofLead: (leadId: number) => ctx.portal.returns.ofLead(leadId),
      waiting: () => ctx.portal.returns.waiting(),
      decide: (...args: Parameters<typeof ctx.portal.returns.decide>) =>
        ctx.portal.returns.decide(...args),
    }),
    /** What was held as suspected, and its release. */
    held: gate(SUSPECTED_PERMISSION, 'held records', {
      list: () => ctx.store.listHeld(),
      release: (type: RecordType, id: number) => ctx.store.release(type, id),
    }),
    /** The leads as CSV, JSON or Google Ads' file, filtered as the queue. */
    exports: gate(EXPORT_PERMISSION, 'exports', {
      googleAds: (file: Omit<GoogleAdsFile, 'verified'>) =>
        googleAdsFile(ctx.store, { ...file, verified: ctx.config.conversionVerified }),
      records: (filter: QueueFilter) => exportData(ctx.store, { filter }),
    }),
    /** Operators' accounts, as an admin lists and adds them. */
    operators: gate(
      OPERATORS_PERMISSION,
      'operators',
      ctx.operatorAccounts(operator.email, address),
    ),
    /** The campaign report and what each campaign cost. */
    funnel: gate(FUNNEL_PERMISSION, 'funnel', inbox.funnel),
    spend: gate(FUNNEL_PERMISSION, 'spend', inbox.spend),
    /** The lead channels' health and each form's mapping. */
    channels: gate(FUNNEL_PERMISSION, 'channels', ctx.channels),
    /** The assignment rules. */
    rules: gate(ASSIGNMENT_PERMISSION, 'rules', inbox.rules),
    /** The rights requests, their history and their contacts' checks. */
    rightsRequests: gate(RIGHTS_REQUESTS_PERMISSION, 'rights requests', {
      ...inbox.rightsRequests,
      history: inbox.requestHistory,
    }),
    contactChecks: gate(RIGHTS_REQUESTS_PERMISSION, 'contact checks', {
      ...inbox.contactChecks,
      /** Emails a contact's one-time code, for the person to read back to the admin. */
      sendEmailCode: (message: Parameters<typeof sendContactCode>[1]) =>
        sendContactCode(ctx.config, message),
    }),
    /** Portals' sheets: held, mapped, checked and imported. */
    sheets: gate(IMPORT_PERMISSION, 'sheets', ctx.sheets),
    /** The field speed report. */
    siteSpeed: gate(SITE_SPEED_PERMISSION, 'site speed', {
      report: (now: Date) => buildSiteSpeedReport(ctx.vitals.store, now),
    }),
  };
}

export type OperatorServices = ReturnType<typeof operatorServices>;
