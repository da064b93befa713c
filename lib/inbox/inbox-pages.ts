import { assignmentCopy, hoursCopy } from '@/content/inbox-assignment';
import { deliveryPageCopy } from '@/content/inbox-delivery';
import { channelsCopy } from '@/content/inbox-channels';
import { funnelCopy } from '@/content/inbox-funnel';
import { navCopy } from '@/content/inbox-queue';
import { notificationsCopy } from '@/content/inbox-push';
import { requestsNavLabel } from '@/content/inbox-requests';
import { sheetsCopy } from '@/content/inbox-sheets';
import { operatorsPageCopy } from '@/content/inbox-operators';
import {
  assignmentPath,
  deliveryPath,
  channelsPath,
  exportsPath,
  followUpsPath,
  funnelPath,
  hoursPath,
  importPath,
  inboxHome,
  notificationsPath,
  operatorsPath,
  OTHER_OPERATOR,
  rightsRequestsPath,
  siteSpeedPath,
  suspectedPath,
  twoFactorPath,
} from './inbox-paths';
import {
  ASSIGNMENT_PERMISSION,
  can,
  DELIVERY_PERMISSION,
  EXPORT_PERMISSION,
  FUNNEL_PERMISSION,
  IMPORT_PERMISSION,
  OPERATORS_PERMISSION,
  RIGHTS_REQUESTS_PERMISSION,
  SITE_SPEED_PERMISSION,
  SUSPECTED_PERMISSION,
  type Permission,
  type Role,
} from './roles';

// The inbox's pages, grouped by what a person does there (docs/product.md#operators): the one
// list that the navigation draws, each page's guard asks of its operator and the tests walk.

export const NAV_GROUPS = ['work', 'reports', 'setup', 'records'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export type InboxPage = {
  href: string;
  label: string;
  group: NavGroup;
  /** What a role must be allowed to open it; none: every operator. */
  permission?: Permission;
  /** A query parameter that makes the page someone else's (`?operator=`: another's hours). */
  notWith?: string;
};

export const inboxPages = {
  queue: { href: inboxHome, label: navCopy.queue, group: 'work' },
  followUps: { href: followUpsPath, label: navCopy.followUps, group: 'work' },
  funnel: {
    href: funnelPath,
    label: funnelCopy.navLabel,
    group: 'reports',
    permission: FUNNEL_PERMISSION,
  },
  siteSpeed: {
    href: siteSpeedPath,
    label: navCopy.siteSpeed,
    group: 'reports',
    permission: SITE_SPEED_PERMISSION,
  },
  channels: {
    href: channelsPath,
    label: channelsCopy.navLabel,
    group: 'reports',
    permission: FUNNEL_PERMISSION,
  },
  assignment: {
    href: assignmentPath,
    label: assignmentCopy.navLabel,
    group: 'setup',
    permission: ASSIGNMENT_PERMISSION,
  },
  delivery: {
    href: deliveryPath,
    label: deliveryPageCopy.navLabel,
    group: 'setup',
    permission: DELIVERY_PERMISSION,
  },
  operators: {
    href: operatorsPath,
    label: operatorsPageCopy.navLabel,
    group: 'setup',
    permission: OPERATORS_PERMISSION,
  },
  hours: { href: hoursPath, label: hoursCopy.navLabel, group: 'setup', notWith: OTHER_OPERATOR },
  notifications: { href: notificationsPath, label: notificationsCopy.navLabel, group: 'setup' },
  twoFactor: { href: twoFactorPath, label: navCopy.twoFactor, group: 'setup' },
  suspected: {
    href: suspectedPath,
    label: navCopy.suspected,
    group: 'records',
    permission: SUSPECTED_PERMISSION,
  },
  requests: {
    href: rightsRequestsPath,
    label: requestsNavLabel,
    group: 'records',
    permission: RIGHTS_REQUESTS_PERMISSION,
  },
  exports: {
    href: exportsPath,
    label: navCopy.exports,
    group: 'records',
    permission: EXPORT_PERMISSION,
  },
  sheets: {
    href: importPath,
    label: sheetsCopy.navLabel,
    group: 'records',
    permission: IMPORT_PERMISSION,
  },
} as const satisfies Record<string, InboxPage>;

/** The pages a role may open, in the navigation's order. */
export const pagesFor = (role: Role): InboxPage[] =>
  Object.values<InboxPage>(inboxPages).filter(
    ({ permission }) => !permission || can(role, permission),
  );

/** A role's navigation: its groups in order, each with the pages it may open; empty groups go. */
export const navFor = (role: Role) =>
  NAV_GROUPS.map((group) => ({
    group,
    label: navCopy.groups[group],
    pages: pagesFor(role).filter((page) => page.group === group),
  })).filter(({ pages }) => pages.length > 0);
