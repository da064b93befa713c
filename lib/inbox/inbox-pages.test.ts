import fs from 'node:fs';
import path from 'node:path';
import { inboxPages, navFor, pagesFor } from './inbox-pages';
import { signInPagePath } from './inbox-paths';

const labels = (role: 'admin' | 'counsellor') =>
  navFor(role).map(({ label, pages }) => [label, pages.map((page) => page.label)]);

describe("the inbox's pages, as each role's navigation lists them", () => {
  it('gives a counsellor the day’s work and their own set-up, nothing else', () => {
    expect(labels('counsellor')).toEqual([
      ['Day’s work', ['Queue', 'Follow-ups']],
      ['Set-up', ['My hours', 'Notifications', 'Two-factor']],
    ]);
  });

  it('gives an admin every page, grouped by what they do there', () => {
    expect(labels('admin')).toEqual([
      ['Day’s work', ['Queue', 'Follow-ups']],
      ['Reports', ['Funnel', 'Site speed', 'Channels']],
      [
        'Set-up',
        ['Assignment', 'Delivery', 'Operators', 'My hours', 'Notifications', 'Two-factor'],
      ],
      ['Records', ['Suspected', 'Rights requests', 'Exports', 'Import a sheet']],
    ]);
    expect(pagesFor('admin')).toHaveLength(Object.keys(inboxPages).length);
  });
});

describe("each page's guard reads its entry", () => {
  const app = path.join(process.cwd(), 'app');
  const source = (href: string) => fs.readFileSync(path.join(app, href, 'page.tsx'), 'utf8');

  it.each(Object.entries(inboxPages))('%s asks for the permission its entry names', (key, page) => {
    const guard = source(page.href);
    if ('permission' in page) expect(guard).toContain(`inboxPages.${key}`);
    // A page that is someone else's with a parameter (another's hours) asks more of that view.
    else if (!('notWith' in page)) expect(guard).not.toMatch(/PERMISSION|inboxPages/);
  });

  it('lists every page of the inbox but the sign-in', () => {
    const top = fs
      .readdirSync(path.join(app, 'inbox'), { withFileTypes: true })
      .filter((entry) => fs.existsSync(path.join(app, 'inbox', entry.name, 'page.tsx')))
      .map((entry) => `/inbox/${entry.name}`);
    const listed: string[] = Object.values(inboxPages).map(({ href }) => href);
    expect(top.filter((href) => !listed.includes(href))).toEqual([signInPagePath]);
  });
});
