/**
 * Each browser keeps a random device id (DESIGN section 6) and sends it on every API call in this header.
 * It identifies a phone, not a person: the server uses it to let only the device that owns a name continue
 * as that name, to keep a kicked participant's device out of that event, and to count rate limits per device
 * before per address. It grants nothing by itself.
 */
export const DEVICE_ID_HEADER = 'x-candid-device';

/** The browser's own format: 16–64 URL-safe characters (a UUID or base64url of 16+ random bytes). */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const isDeviceId = (value: unknown): value is string => typeof value === 'string' && DEVICE_ID_PATTERN.test(value);
