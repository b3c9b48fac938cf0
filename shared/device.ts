/*
 * What makes a device a phone (event-flow spec: the lobby is for phones; desktops get a notice). Apart from
 * shared/constants.ts so that the boot entry, which decides the first screen, carries only these.
 */
/** Spec "Device detection": width ≤ 768 px with touch, or a mobile user-agent keyword. */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_UA_KEYWORDS = ['android', 'iphone', 'ipad', 'ipod', 'webos', 'blackberry', 'windows phone', 'mobile'] as const;
