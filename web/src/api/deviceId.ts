import { isDeviceId } from '../../../shared/rules/device-id';
import { readStored, writeStored } from '../storage/deviceStorage';

/**
 * This browser's device id (DESIGN section 6): random, made once and kept in localStorage, sent with every
 * API call (callApi) so the server can keep a kicked guest's phone out of the event under any name. It
 * grants nothing by itself. When the device refuses to store it (private mode), it lasts for the tab.
 */
export const DEVICE_ID_KEY = 'candid:device';

let inMemory: string | undefined;

/** 16 random bytes, base64url (22 characters): the format shared/rules/device-id.ts accepts. */
function freshDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function deviceId(): string {
  if (inMemory) return inMemory;
  const stored = readStored(DEVICE_ID_KEY);
  if (isDeviceId(stored)) return (inMemory = stored);
  // When the device refuses to store it, it is kept in memory for this tab only.
  const fresh = freshDeviceId();
  writeStored(DEVICE_ID_KEY, fresh);
  return (inMemory = fresh);
}

/** Tests only: forget the id held in memory (the stored one stays). */
export function resetDeviceIdForTests(): void {
  inMemory = undefined;
}
