import { navCopy } from '@/content/inbox-queue';
import { requestsNavLabel } from '@/content/inbox-requests';
import { assignmentCopy, hoursCopy } from '@/content/inbox-assignment';
import {
  assignmentPath,
  exportPath,
  followUpsPath,
  funnelPath,
  hoursPath,
  OTHER_OPERATOR,
  inboxHome,
  notificationsPath,
  rightsRequestsPath,
  siteSpeedPath,
  suspectedPath,
  twoFactorPath,
} from '@/lib/inbox/inbox-paths';
import {
  ASSIGNMENT_PERMISSION,
  can,
  FUNNEL_PERMISSION,
  RIGHTS_REQUESTS_PERMISSION,
  type Role,
} from '@/lib/inbox/roles';
import { funnelCopy } from '@/content/inbox-funnel';
import { notificationsCopy } from '@/content/inbox-push';
import { cn } from '@/lib/ui/cn';
import { textLink } from '../ui/text-link';
import { NavLink } from './nav-link';

const EXPORTS = [
  ['csv', navCopy.exportCsv],
  ['json', navCopy.exportJson],
  ['google-ads', navCopy.exportGoogleAds],
] as const;

/**
 * The inbox's pages an operator's role may open, and for admins the exports of the leads in view:
 * `exportQuery` is the queue's filters (`?status=new&owner=mine`), so a download holds what the
 * list shows. Downloads are plain links: the browser saves them without leaving the page.
 */
export function InboxNav({ role, exportQuery = '' }: { role: Role; exportQuery?: string }) {
  const admin = can(role, { lead: ['release'] });
  const pages = [
    [inboxHome, navCopy.queue],
    [followUpsPath, navCopy.followUps],
    ...(admin ? [[suspectedPath, navCopy.suspected]] : []),
    ...(can(role, RIGHTS_REQUESTS_PERMISSION) ? [[rightsRequestsPath, requestsNavLabel]] : []),
    ...(can(role, { report: ['site-speed'] }) ? [[siteSpeedPath, navCopy.siteSpeed]] : []),
    ...(can(role, FUNNEL_PERMISSION) ? [[funnelPath, funnelCopy.navLabel]] : []),
    ...(can(role, ASSIGNMENT_PERMISSION) ? [[assignmentPath, assignmentCopy.navLabel]] : []),
    // Not this page on another operator's hours (`?operator=`).
    [hoursPath, hoursCopy.navLabel, OTHER_OPERATOR],
    [notificationsPath, notificationsCopy.navLabel],
    [twoFactorPath, navCopy.twoFactor],
  ];
  const filters = exportQuery.replace(/^\?/, '&');
  return (
    <nav aria-label={navCopy.label} className="flex flex-col gap-1">
      <ul className="-mx-3 flex flex-wrap gap-x-1">
        {pages.map(([href, label, notWith]) => (
          <li key={href}>
            <NavLink href={href} notWith={notWith}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      {can(role, { lead: ['export'] }) && (
        <ul className="flex flex-wrap gap-x-4 text-sm">
          {EXPORTS.map(([format, label]) => (
            <li key={format}>
              <a
                href={`${exportPath}?format=${format}${filters}`}
                className={cn(textLink, 'inline-flex min-h-11 items-center')}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
