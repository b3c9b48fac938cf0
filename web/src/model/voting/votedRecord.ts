import { readItem, writeItem } from '../../storage/deviceStorage';
import { votedPhotosKey } from '../session/sessionStore';

/**
 * The device's list of voted photos per event and user (spec "Device-held data"), at
 * `candid:voted:{CODE}:{participantId}` as a JSON array of photo ids. The server is the truth: voting
 * re-syncs it from GET …/votes/mine on open and adds each vote it saves. A photo counts as voted once it
 * has this guest's vote in any category (the server's ballot rule). The session store removes the record
 * with its session.
 */
export function readVotedPhotos(code: string, participantId: string): string[] {
  const raw = readItem(votedPhotosKey(code, participantId));
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
  } catch {
    return [];
  }
}

/** Replaces the record (after a re-sync with the server). */
export function replaceVotedPhotos(code: string, participantId: string, photoIds: Iterable<string>): string[] {
  const list = [...new Set(photoIds)];
  writeItem(votedPhotosKey(code, participantId), JSON.stringify(list));
  return list;
}

/** Adds one photo (a vote the server just accepted, or refused as already cast). */
export function markPhotoVoted(code: string, participantId: string, photoId: string): string[] {
  const list = readVotedPhotos(code, participantId);
  if (list.includes(photoId)) return list;
  return replaceVotedPhotos(code, participantId, [...list, photoId]);
}
