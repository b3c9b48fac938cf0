import { type CameraFacing, DEFAULT_POLAROID_SETTINGS, parsePolaroidSettings, type PolaroidSettings } from '../../../camera';
import { readItem, writeItem } from '../../../storage/deviceStorage';

/** The guest's camera choices stay on the device (ours: the spec does not say whether they persist). */
const SETTINGS_KEY = 'candid:camera:settings';
const FACING_KEY = 'candid:camera:facing';

export function loadSettings(): PolaroidSettings {
  const raw = readItem(SETTINGS_KEY);
  if (!raw) return DEFAULT_POLAROID_SETTINGS;
  try {
    return parsePolaroidSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_POLAROID_SETTINGS;
  }
}

export function saveSettings(settings: PolaroidSettings): void {
  writeItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** Rear camera by default (spec section 9). */
export function loadFacing(): CameraFacing {
  return readItem(FACING_KEY) === 'user' ? 'user' : 'environment';
}

export function saveFacing(facing: CameraFacing): void {
  writeItem(FACING_KEY, facing);
}
