import { recordPageView } from './first-touch';

beforeEach(() => sessionStorage.clear());

describe('first touch', () => {
  it('keeps the first page view of the session through plain navigation', () => {
    const first = recordPageView(
      'https://leadwise.example/services/google-ads?utm_source=google&gclid=abc',
      'https://www.google.com/',
    );
    expect(recordPageView('https://leadwise.example/faq', 'https://leadwise.example/x')).toEqual(
      first,
    );
    expect(first).toEqual({
      landing_url: 'https://leadwise.example/services/google-ads?utm_source=google&gclid=abc',
      referrer: 'https://www.google.com/',
    });
  });

  it('starts a new touch when a later page view carries ad parameters', () => {
    recordPageView('https://leadwise.example/?utm_source=google', '');
    const second = recordPageView(
      'https://leadwise.example/college/amity/admission?fbclid=fb1',
      'https://m.facebook.com/',
    );
    expect(recordPageView('https://leadwise.example/college/amity/form', '')).toEqual(second);
    expect(second.landing_url).toContain('fbclid=fb1');
  });

  it('keeps a plain first visit as its own touch', () => {
    expect(recordPageView('https://leadwise.example/about-us', '')).toEqual({
      landing_url: 'https://leadwise.example/about-us',
      referrer: '',
    });
  });

  it('takes a same-site referrer for the landing when the first page left before recording', () => {
    expect(
      recordPageView(
        'https://leadwise.example/college/amity/form',
        'https://leadwise.example/college/amity/admission?gclid=abc',
      ),
    ).toEqual({
      landing_url: 'https://leadwise.example/college/amity/admission?gclid=abc',
      referrer: '',
    });
  });

  it('sends an app referrer as empty rather than one the API refuses', () => {
    expect(
      recordPageView('https://leadwise.example/', 'android-app://com.google.android.gm/').referrer,
    ).toBe('');
  });

  it('still answers when storage refuses to keep anything', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(recordPageView('https://leadwise.example/?gclid=g', '').landing_url).toBe(
      'https://leadwise.example/?gclid=g',
    );
  });

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem('leadwise:touch', '{"landing_url":3');
    expect(recordPageView('https://leadwise.example/blogs', '').landing_url).toBe(
      'https://leadwise.example/blogs',
    );
  });
});
