import { MAX_URL_LENGTH } from './attribution';
import { currentTouch, TOUCH_KEY } from './first-touch';

beforeEach(() => sessionStorage.clear());

describe('currentTouch', () => {
  it('is the touch the head script recorded', () => {
    sessionStorage.setItem(
      TOUCH_KEY,
      JSON.stringify({
        landing_url: 'https://leadwise.example/college/amity/admission?gclid=abc',
        referrer: 'https://www.google.com/',
      }),
    );
    expect(currentTouch()).toEqual({
      landing_url: 'https://leadwise.example/college/amity/admission?gclid=abc',
      referrer: 'https://www.google.com/',
    });
  });

  it('sends what the API accepts: an app referrer empty, an overlong landing with its ad parameters', () => {
    const long = `https://leadwise.example/?gclid=g1&junk=${'x'.repeat(MAX_URL_LENGTH)}`;
    sessionStorage.setItem(
      TOUCH_KEY,
      JSON.stringify({ landing_url: long, referrer: 'android-app://com.google.android.gm/' }),
    );
    expect(currentTouch()).toEqual({
      landing_url: 'https://leadwise.example/?gclid=g1',
      referrer: '',
    });
  });

  it('is this page when nothing was recorded, or the record is damaged', () => {
    expect(currentTouch()).toEqual({ landing_url: window.location.href, referrer: '' });
    sessionStorage.setItem(TOUCH_KEY, '{"landing_url":3');
    expect(currentTouch().landing_url).toBe(window.location.href);
  });
});
