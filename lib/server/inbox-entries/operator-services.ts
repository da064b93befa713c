import 'server-only';
import {
  ASSIGNMENT_PERMISSION,
  can,
  FUNNEL_PERMISSION,
  IMPORT_PERMISSION,
  RIGHTS_REQUESTS_PERMISSION,
  SITE_SPEED_PERMISSION,
  type Permission,
} from '@/lib/inbox/roles';
import type { ApiContext } from '../intake/api-context';
import type { Operator } from '../inbox/operator';
import { buildSiteSpeedReport } from '../vitals/site-speed';
import type { AccessLogger } from './operator-session';

// The admin-only services as an operator's role may use them (docs/architecture.md#the-actors-services):
// handed to an operator whose role has the permission as they are, and to any other with every
// method refusing, the refusal logged, so a page that forgot its permission still reads nothing.
// The guard hands them to every inbox entry.

/** A service method called by an operator whose role may not use it. */
export class ServiceRefused extends Error {}

type Service = Record<string, unknown>;

/** `service` itself where the role may use it, else a stand-in whose every method refuses. */
function gated<T extends Service>(
  operator: Operator,
  permission: Permission,
  name: string,
  service: T,
  log: AccessLogger,
): T {
  if (can(operator.role, permission)) return service;
  const refuse = async () => {
    await log({
      action: 'access-refused',
      record: `service ${name}`,
      detail: `role ${operator.role}`,
    });
    throw new ServiceRefused(`${name} is not for the role ${operator.role}`);
  };
  return Object.fromEntries(Object.keys(service).map((key) => [key, refuse])) as T;
}

export function operatorServices(ctx: ApiContext, operator: Operator, log: AccessLogger) {
  const gate = <T extends Service>(permission: Permission, name: string, service: T) =>
    gated(operator, permission, name, service, log);
  return {
    /** The campaign report and what each campaign cost. */
    funnel: gate(FUNNEL_PERMISSION, 'funnel', ctx.inbox.funnel),
    spend: gate(FUNNEL_PERMISSION, 'spend', ctx.inbox.spend),
    /** The lead channels' health and each form's mapping. */
    channels: gate(FUNNEL_PERMISSION, 'channels', ctx.channels),
    /** The assignment rules. */
    rules: gate(ASSIGNMENT_PERMISSION, 'rules', ctx.inbox.rules),
    /** The rights requests, their history and their contacts' checks. */
    rightsRequests: gate(RIGHTS_REQUESTS_PERMISSION, 'rights requests', {
      ...ctx.inbox.rightsRequests,
      history: ctx.inbox.requestHistory,
    }),
    contactChecks: gate(RIGHTS_REQUESTS_PERMISSION, 'contact checks', ctx.inbox.contactChecks),
    /** Portals' sheets: held, mapped, checked and imported. */
    sheets: gate(IMPORT_PERMISSION, 'sheets', ctx.sheets),
    /** The field speed report. */
    siteSpeed: gate(SITE_SPEED_PERMISSION, 'site speed', {
      report: (now: Date) => buildSiteSpeedReport(ctx.vitals.store, now),
    }),
  };
}

export type OperatorServices = ReturnType<typeof operatorServices>;
