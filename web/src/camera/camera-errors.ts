/**
 * getUserMedia failures to the user messages of event-flow spec section 8 ("Camera"). The spec gives the
 * gist; these are full sentences containing its words. Old WebKit/Chrome error names map like the new ones.
 */

export const CAMERA_MESSAGES = {
  PERMISSION_DENIED:
    'Camera permission denied. To take photos, tap the camera icon in the address bar and allow camera access, then try again.',
  /** Safari has no camera icon in the address bar: the choice lives in the iPhone's Settings app. */
  PERMISSION_DENIED_IOS:
    'Camera permission denied. To take photos, open Settings → {browser} → Camera, choose Allow, then come back and tap Try Again.',
  /** Safari on a Mac: the site's settings are in the Safari menu. */
  PERMISSION_DENIED_MAC_SAFARI:
    'Camera permission denied. To take photos, choose Safari → Settings for This Website → Camera: Allow, then try again.',
  NOT_FOUND: 'No camera found. Please check that your device has a camera and try again.',
  NOT_SUPPORTED: 'Camera access is not supported in this browser. Please try Chrome or Safari.',
  IN_USE: 'Your camera is in use by another app. Close the other app and try again.',
  CONSTRAINTS: 'Camera constraints not supported: your camera cannot provide the requested video. Please try again.',
} as const;

/**
 * The camera's texts in a language (the event area's camera.errors): the spec's English is the default, the
 * screen passes the device's language. No React here: the texts come in as a value.
 */
export interface CameraErrorTexts {
  readonly PERMISSION_DENIED: string;
  readonly PERMISSION_DENIED_IOS: string;
  readonly PERMISSION_DENIED_MAC_SAFARI: string;
  readonly NOT_FOUND: string;
  readonly NOT_SUPPORTED: string;
  readonly IN_USE: string;
  readonly CONSTRAINTS: string;
  /** "Camera error: {name}: {message}". */
  readonly other: (detail: string) => string;
  /** Spec: "Camera restart failed: {reason}". */
  readonly restartFailed: (reason: string) => string;
}

export const CAMERA_ERROR_TEXTS_EN: CameraErrorTexts = {
  ...CAMERA_MESSAGES,
  other: (detail) => `Camera error: ${detail}`,
  restartFailed: (reason) => `Camera restart failed: ${reason}`,
};

export type CameraErrorKind = 'permission-denied' | 'not-found' | 'not-supported' | 'in-use' | 'constraints' | 'other';

const KIND_BY_NAME: Readonly<Record<string, CameraErrorKind>> = {
  NotAllowedError: 'permission-denied',
  PermissionDeniedError: 'permission-denied',
  SecurityError: 'permission-denied',
  NotFoundError: 'not-found',
  DevicesNotFoundError: 'not-found',
  NotSupportedError: 'not-supported',
  NotReadableError: 'in-use',
  TrackStartError: 'in-use',
  OverconstrainedError: 'constraints',
  ConstraintNotSatisfiedError: 'constraints',
};

const TEXT_BY_KIND: Record<Exclude<CameraErrorKind, 'other' | 'permission-denied'>, keyof typeof CAMERA_MESSAGES> = {
  'not-found': 'NOT_FOUND',
  'not-supported': 'NOT_SUPPORTED',
  'in-use': 'IN_USE',
  constraints: 'CONSTRAINTS',
};

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (typeof error === 'object' && error !== null) {
    const e = error as { name?: unknown; message?: unknown };
    return { name: typeof e.name === 'string' ? e.name : 'Error', message: typeof e.message === 'string' ? e.message : '' };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : '' };
}

export function cameraErrorKind(error: unknown): CameraErrorKind {
  return KIND_BY_NAME[nameAndMessage(error).name] ?? 'other';
}

/** The iPhone/iPad browser's name as its Settings app lists it (every iOS browser is WebKit underneath). */
function iosBrowser(userAgent: string): string | null {
  // iPadOS 13+ says "Macintosh"; only a touch screen tells it apart, which a user agent cannot.
  if (!/iPhone|iPad|iPod/.test(userAgent)) return null;
  if (/CriOS\//.test(userAgent)) return 'Chrome';
  if (/FxiOS\//.test(userAgent)) return 'Firefox';
  if (/EdgiOS\//.test(userAgent)) return 'Edge';
  return 'Safari';
}

const isMacSafari = (userAgent: string): boolean =>
  /Macintosh/.test(userAgent) && /Version\/[\d.]+.*Safari\//.test(userAgent) && !/Chrome|Chromium|Edg\//.test(userAgent);

/**
 * Where this browser keeps the camera permission. The spec's "tap the camera icon in the address bar"
 * is right for Chrome, Edge, Firefox and Android browsers; Safari has no such icon.
 */
export function permissionDeniedMessage(userAgent: string = globalThis.navigator?.userAgent ?? '', texts: CameraErrorTexts = CAMERA_ERROR_TEXTS_EN): string {
  const ios = iosBrowser(userAgent);
  if (ios) return texts.PERMISSION_DENIED_IOS.replace('{browser}', ios);
  if (isMacSafari(userAgent)) return texts.PERMISSION_DENIED_MAC_SAFARI;
  return texts.PERMISSION_DENIED;
}

/** The banner text for a camera start failure (the permission advice fits `userAgent`'s browser). */
export function cameraErrorMessage(error: unknown, userAgent?: string, texts: CameraErrorTexts = CAMERA_ERROR_TEXTS_EN): string {
  const kind = cameraErrorKind(error);
  if (kind === 'permission-denied') return permissionDeniedMessage(userAgent, texts);
  if (kind !== 'other') return texts[TEXT_BY_KIND[kind]];
  const { name, message } = nameAndMessage(error);
  return texts.other(message ? `${name}: ${message}` : name);
}

/** Spec: "Camera restart failed: {reason}" (shown 5 s with Restart Camera and Dismiss). */
export function cameraRestartFailedMessage(error: unknown, texts: CameraErrorTexts = CAMERA_ERROR_TEXTS_EN): string {
  const { name, message } = nameAndMessage(error);
  return texts.restartFailed(message || name);
}

/** Whether the browser can ask for the camera at all (no mediaDevices outside secure contexts / old browsers). */
export function isCameraSupported(nav: Pick<Navigator, 'mediaDevices'> | undefined = globalThis.navigator): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}
