import { withoutSearch } from './access-log-search';

it('logs that an operator searched, never what they searched for', () => {
  expect(withoutSearch('/inbox?q=%2B91+98765+43210&status=new')).toBe(
    '/inbox?q=(search)&status=new',
  );
  expect(withoutSearch('/inbox?status=new&q=meena%40example.in')).toBe(
    '/inbox?status=new&q=(search)',
  );
  expect(withoutSearch('12 leads, 0 subscribers; filter q=98765&kind=admission')).toBe(
    '12 leads, 0 subscribers; filter q=(search)&kind=admission',
  );
  expect(withoutSearch('/inbox/leads/12?faq=1')).toBe('/inbox/leads/12?faq=1');
  expect(withoutSearch(null)).toBeNull();
});
