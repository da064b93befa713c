import 'server-only';
import { can, type Permission } from '@/lib/inbox/roles';
import type { Operator } from '../inbox/operator';
import type { AccessLogger } from './operator-session';

// How a service refuses a role (docs/architecture.md#the-actors-services): handed as it is to an
// operator whose role has the permission, and to any other as a stand-in whose every method
// refuses, the refusal logged, so a page that forgot its permission still reads nothing.

/** A service method called by an operator whose role may not use it. */
export class ServiceRefused extends Error {
  name = 'ServiceRefused';
}

/** By name: `instanceof` fails across the server's bundles (as isOperatorError). */
export const isServiceRefused = (error: unknown) =>
  error instanceof Error && error.name === 'ServiceRefused';

/** What a refusal does once logged: throw it (the default), or a page's 403 (`forbidden()`). */
export type RefuseService = (refusal: ServiceRefused) => never;

const throwRefusal: RefuseService = (refusal) => {
  throw refusal;
};

type Service = { [key: string]: unknown };

/** The stand-in: each method refuses, and each group of methods (`settings.set`) too. */
function refusing<T extends Service>(service: T, refuse: () => Promise<never>): T {
  return Object.fromEntries(
    Object.entries(service).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? refuse
        : value && typeof value === 'object'
          ? refusing(value as Service, refuse)
          : value,
    ]),
  ) as T;
}

/** A gate for one operator: `service` itself where the role may use it, else its stand-in. */
export const serviceGate =
  (operator: Operator, log: AccessLogger, refuse: RefuseService = throwRefusal) =>
  <T extends Service>(permission: Permission, name: string, service: T): T => {
    if (can(operator.role, permission)) return service;
    return refusing(service, async () => {
      await log({
        action: 'access-refused',
        record: `service ${name}`,
        detail: `role ${operator.role}`,
      });
      return refuse(new ServiceRefused(`${name} is not for the role ${operator.role}`));
    });
  };
