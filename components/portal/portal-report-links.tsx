import { enrolmentSheetCopy } from '@/content/portal-sheet';
import { statementCopy } from '@/content/portal-statement';
import { portalCopy } from '@/content/portal';
import { portalPath } from '@/lib/portal/portal-paths';
import { portalSheetPath, portalStatementPath } from '@/lib/portal/portal-report-paths';

// The portal's pages, one link each, the one open marked as the current page.

export type PortalSection = 'leads' | 'sheet' | 'statement';

export function PortalReportLinks({
  university,
  current,
}: {
  university: string;
  current: PortalSection;
}) {
  const links: [PortalSection, string, string][] = [
    ['leads', portalCopy.leadsNav, portalPath(university)],
    ['sheet', enrolmentSheetCopy.navLabel, portalSheetPath(university)],
    ['statement', statementCopy.navLabel, portalStatementPath(university)],
  ];
  return (
    <nav aria-label={portalCopy.navLabel} className="mx-auto max-w-5xl px-4 pt-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {links.map(([section, label, href]) => (
          <li key={section}>
            <a
              href={href}
              aria-current={section === current ? 'page' : undefined}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline aria-[current=page]:underline"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
