import { MOBILE_MAX_WIDTH, MOBILE_UA_KEYWORDS } from '#shared/device.js';

/** What the device rule looks at, read from the browser by readDeviceTraits (kept apart so it is testable). */
export interface DeviceTraits {
  userAgent: string;
  viewportWidth: number;
  hasTouch: boolean;
}

/**
 * Commerce spec, "App root and device routing": mobile when the user agent names a mobile platform, or when
 * the viewport is 768 px or narrower on a touch device (a narrowed desktop window without touch is not).
 */
export function isMobileDevice({ userAgent, viewportWidth, hasTouch }: DeviceTraits): boolean {
  const ua = userAgent.toLowerCase();
  if (MOBILE_UA_KEYWORDS.some((keyword) => ua.includes(keyword))) return true;
  return viewportWidth <= MOBILE_MAX_WIDTH && hasTouch;
}

export function readDeviceTraits(win: Window): DeviceTraits {
  return {
    userAgent: win.navigator.userAgent,
    viewportWidth: win.innerWidth,
    hasTouch: win.navigator.maxTouchPoints > 0 || 'ontouchstart' in win,
  };
}
