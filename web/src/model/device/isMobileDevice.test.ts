import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './isMobileDevice';

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isMobileDevice (commerce spec, device routing)', () => {
  it('is mobile when the user agent names a mobile platform, whatever the width', () => {
    expect(isMobileDevice({ userAgent: IPHONE_UA, viewportWidth: 1400, hasTouch: false })).toBe(true);
    for (const ua of ['Android 14', 'iPad', 'iPod touch', 'webOS', 'BlackBerry', 'Windows Phone 10', 'Something Mobile']) {
      expect(isMobileDevice({ userAgent: ua, viewportWidth: 1400, hasTouch: false }), ua).toBe(true);
    }
  });

  it('is mobile at 768 px or narrower only together with touch', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_UA, viewportWidth: 768, hasTouch: true })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP_UA, viewportWidth: 390, hasTouch: true })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP_UA, viewportWidth: 768, hasTouch: false })).toBe(false);
    expect(isMobileDevice({ userAgent: DESKTOP_UA, viewportWidth: 769, hasTouch: true })).toBe(false);
  });

  it('is not mobile for a wide desktop browser', () => {
    expect(isMobileDevice({ userAgent: DESKTOP_UA, viewportWidth: 1280, hasTouch: false })).toBe(false);
  });
});
