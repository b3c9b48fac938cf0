import { readStored } from '../../storage/deviceStorage';

/**
 * Where the creator credential of an event is kept on the creating device (one key per event). Its own
 * zod-free module, so screens that only ask "does this device hold it?" (the gallery's expired view) do
 * not carry the record's schema.
 */
export const creatorKey = (code: string): string => `candid:creator:${code.toUpperCase()}`;

/** Whether this device holds the creator credential of the event (the record is checked where it is used). */
export function holdsCreatorCredential(code: string): boolean {
  return readStored(creatorKey(code)) !== null;
}
