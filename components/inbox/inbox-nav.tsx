import type { ReactNode } from 'react';
import { navCopy } from '@/content/inbox-queue';
import { navFor, type InboxPage } from '@/lib/inbox/inbox-pages';
import type { Role } from '@/lib/inbox/roles';
import { NavLink } from './nav-link';
import { NavMenu } from './nav-menu';

function MenuPages({ pages }: { pages: InboxPage[] }) {
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.href}>
          <NavLink href={page.href} notWith={page.notWith} shape="menu">
            {page.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The inbox's pages an operator's role may open (lib/inbox/inbox-pages.ts), grouped by what a
 * person does: the day's work always in the bar; on a large screen each other group is a menu
 * of its own, on a phone they share one "Menu", which also holds `account` (who is signed in,
 * the way out), so the page's own heading and the first lead stay on the first screen.
 */
export function InboxNav({ role, account }: { role: Role; account: ReactNode }) {
  const [work, ...groups] = navFor(role);
  const rest = groups.flatMap(({ pages }) => pages);
  return (
    <nav aria-label={navCopy.label} className="flex-1">
      <ul className="flex items-center gap-x-1">
        {work.pages.map((page) => (
          <li key={page.href}>
            <NavLink href={page.href} notWith={page.notWith}>
              {page.label}
            </NavLink>
          </li>
        ))}
        {groups.map(({ group, label, pages }) => (
          <li key={group} className="hidden lg:block">
            <NavMenu label={label} places={pages} panelClassName="left-0 w-56">
              <MenuPages pages={pages} />
            </NavMenu>
          </li>
        ))}
        <li className="ml-auto lg:hidden">
          <NavMenu
            label={navCopy.menu}
            places={rest}
            panelClassName="right-0 flex w-[min(20rem,calc(100vw-1rem))] flex-col gap-3"
          >
            {groups.map(({ group, label, pages }) => (
              <section key={group} aria-label={label}>
                <p
                  aria-hidden="true"
                  className="px-3 pt-1 text-xs font-semibold uppercase text-gray-700"
                >
                  {label}
                </p>
                <MenuPages pages={pages} />
              </section>
            ))}
            <div className="border-t border-gray-200 px-3 pt-3">{account}</div>
          </NavMenu>
        </li>
      </ul>
    </nav>
  );
}
