import { queueFilter, queuePage, queueParams, queueQuery } from './queue-params';

describe('the queue in its URL', () => {
  it('reads each filter once, trimmed, from a page’s search params or a URL', () => {
    expect(queueParams({ status: ['new', 'won'], q: '  4321 ', owner: '', page: '2' })).toEqual({
      status: 'new',
      q: '4321',
      page: '2',
    });
    expect(
      queueParams(new URLSearchParams('kind=admission&university=lpu&campaign=lpu-mba&x=1')),
    ).toEqual({ kind: 'admission', university: 'lpu', campaign: 'lpu-mba' });
  });

  it('turns known values into the store’s filter and leaves out what names nothing', () => {
    expect(
      queueFilter(
        { status: 'attempted', kind: 'admission', university: 'lpu', owner: 'mine', q: 'asha' },
        'op-1',
      ),
    ).toEqual({
      status: 'attempted',
      kind: 'admission',
      university: 'Lovely Professional University',
      owner: { mine: 'op-1' },
      search: 'asha',
    });
    expect(
      queueFilter({ status: 'pending', kind: 'spam', university: 'oxford', owner: 'x' }, 'op-1'),
    ).toEqual({});
    expect(queueFilter({ owner: 'unassigned', campaign: 'diwali' }, 'op-1')).toEqual({
      owner: 'unassigned',
      campaign: 'diwali',
    });
    // Only leads whose phone was verified by a code; any other value names nothing.
    expect(queueFilter(queueParams({ verified: 'yes' }), 'op-1')).toEqual({ verified: true });
    expect(queueFilter(queueParams({ verified: 'no' }), 'op-1')).toEqual({});
  });

  it('reads the page as a whole number of at least 1', () => {
    expect(queuePage({ page: '3' })).toBe(3);
    expect(queuePage({ page: '0' })).toBe(1);
    expect(queuePage({ page: '-2' })).toBe(1);
    expect(queuePage({ page: '2.5' })).toBe(1);
    expect(queuePage({})).toBe(1);
  });

  it('writes a view back as a link, with changes and without the first page', () => {
    expect(queueQuery({ status: 'new', q: '98 76', page: '4' }, { page: '1' })).toBe(
      '?status=new&q=98+76',
    );
    expect(queueQuery({ status: 'new' }, { status: undefined })).toBe('');
    expect(queueQuery({ owner: 'mine' }, { page: '2' })).toBe('?owner=mine&page=2');
  });
});
