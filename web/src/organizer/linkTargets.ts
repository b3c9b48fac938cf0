import { loadCreator, type StoredCreator } from '../model/creator/creatorStore';
import { browserStorage } from '../storage/deviceStorage';
import { creatorKey } from '../model/creator/creatorKey';

const CREATOR_PREFIX = creatorKey('');

/**
 * The events an unlinked order can be linked to from this phone: the ones it created (it holds their creator
 * credential, which the server asks for) that have no package yet (one package per event).
 */
export function linkTargets(storage: Storage | undefined = browserStorage()): StoredCreator[] {
  if (!storage) return [];
  const codes: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(CREATOR_PREFIX)) codes.push(key.slice(CREATOR_PREFIX.length));
    }
  } catch {
    return [];
  }
  return codes
    .map((code) => loadCreator(code, storage))
    .filter((c): c is StoredCreator => c !== null && !c.event.package)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
