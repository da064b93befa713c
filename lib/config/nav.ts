// Menu shapes apart from the site configuration: the client menus import these without
// bundling the whole configuration into the browser.

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; items: NavLink[] };
export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'items' in item;
