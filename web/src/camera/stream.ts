/**
 * Opening the camera (spec section 9 "Camera"). Rear camera by default through `facingMode: {ideal}` —
 * never `exact`: Chromium's fake camera (and some laptops) has no facing mode and `exact` throws
 * OverconstrainedError (DESIGN section 13). Falls back to 1280x720 when the device refuses the HD request.
 */
import {
  CAMERA_FALLBACK_HEIGHT,
  CAMERA_FALLBACK_WIDTH,
  CAMERA_IDEAL_FPS,
  CAMERA_IDEAL_HEIGHT,
  CAMERA_IDEAL_WIDTH,
  CAMERA_MAX_DIMENSION,
  CAMERA_MAX_FPS,
  CAMERA_READY_TIMEOUT_MS,
  CAMERA_RESTART_DELAY_MS,
} from './constants';

export type CameraFacing = 'environment' | 'user';

export interface CameraHandle {
  readonly video: HTMLVideoElement;
  readonly stream: MediaStream;
  /** What the device actually delivers (width, height, frameRate, facingMode when known). */
  readonly settings: MediaTrackSettings;
  readonly facing: CameraFacing;
  /** Whether the video track is still delivering (false after stop(), unplugging, or another app taking it). */
  isLive(): boolean;
  /** Stops the tracks and detaches the video. Safe to call twice. */
  stop(): void;
}

export interface OpenCameraOptions {
  readonly facing?: CameraFacing;
  /** The <video> to play into (the preview); a detached one is made when absent. */
  readonly video?: HTMLVideoElement;
  /** Aborting stops a stream that arrives late (a screen unmounted while the permission prompt was up). */
  readonly signal?: AbortSignal;
  readonly readyTimeoutMs?: number;
  /** For tests; defaults to navigator.mediaDevices. */
  readonly mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
}

/** Thrown when the video has not started within the ready timeout. */
export class CameraTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

export function cameraConstraints(facing: CameraFacing, fallback = false): MediaStreamConstraints {
  const video: MediaTrackConstraints = fallback
    ? { facingMode: { ideal: facing }, width: { ideal: CAMERA_FALLBACK_WIDTH }, height: { ideal: CAMERA_FALLBACK_HEIGHT } }
    : {
        facingMode: { ideal: facing },
        width: { ideal: CAMERA_IDEAL_WIDTH, max: CAMERA_MAX_DIMENSION },
        height: { ideal: CAMERA_IDEAL_HEIGHT, max: CAMERA_MAX_DIMENSION },
        frameRate: { ideal: CAMERA_IDEAL_FPS, max: CAMERA_MAX_FPS },
      };
  return { audio: false, video };
}

/** Errors worth one more try at the smaller fallback size (some Android devices fail HD as NotReadable). */
const FALLBACK_ERRORS = new Set(['OverconstrainedError', 'ConstraintNotSatisfiedError', 'NotReadableError', 'TrackStartError']);

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string' ? (error as { name: string }).name : '';

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The camera request was cancelled.', 'AbortError');
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

async function requestStream(devices: Pick<MediaDevices, 'getUserMedia'>, facing: CameraFacing): Promise<MediaStream> {
  try {
    return await devices.getUserMedia(cameraConstraints(facing));
  } catch (error) {
    if (!FALLBACK_ERRORS.has(errorName(error))) throw error;
    return devices.getUserMedia(cameraConstraints(facing, true));
  }
}

export function isVideoReady(video: HTMLVideoElement): boolean {
  return video.videoWidth > 0 && video.videoHeight > 0 && !video.paused && video.readyState >= 2; // HAVE_CURRENT_DATA
}

/** Resolves once the video has a size and is playing; rejects with CameraTimeoutError after timeoutMs. */
export function waitForVideoReady(video: HTMLVideoElement, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const events = ['loadedmetadata', 'loadeddata', 'canplay', 'playing', 'resize'] as const;
    // Events alone are not enough (some browsers skip one when the stream is already flowing): poll too.
    const poll = setInterval(() => check(), 100);
    const timer = setTimeout(() => finish(new CameraTimeoutError(`The camera did not start within ${timeoutMs / 1000} seconds.`)), timeoutMs);
    const onAbort = (): void => finish(abortReason(signal as AbortSignal));
    function finish(error?: unknown): void {
      clearInterval(poll);
      clearTimeout(timer);
      for (const e of events) video.removeEventListener(e, check);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    }
    function check(): void {
      if (isVideoReady(video)) finish();
    }
    for (const e of events) video.addEventListener(e, check);
    signal?.addEventListener('abort', onAbort);
    if (signal?.aborted) onAbort();
    else check();
  });
}

export async function openCamera(options: OpenCameraOptions = {}): Promise<CameraHandle> {
  const facing = options.facing ?? 'environment';
  const devices = options.mediaDevices ?? globalThis.navigator?.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') {
    throw new DOMException('navigator.mediaDevices.getUserMedia is not available.', 'NotSupportedError');
  }
  const { signal } = options;
  if (signal?.aborted) throw abortReason(signal);

  const stream = await requestStream(devices, facing);
  if (signal?.aborted) {
    stopTracks(stream);
    throw abortReason(signal);
  }

  const video = options.video ?? document.createElement('video');
  // iOS only plays inline, muted video without a user gesture.
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.autoplay = true;
  video.srcObject = stream;

  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    stopTracks(stream);
    video.pause();
    if (video.srcObject === stream) video.srcObject = null;
  };

  try {
    // A rejected play() (autoplay policy, a newer load) is not final: the ready wait decides.
    try {
      void Promise.resolve(video.play()).catch(() => undefined);
    } catch {
      // Old engines throw synchronously; same answer.
    }
    await waitForVideoReady(video, options.readyTimeoutMs ?? CAMERA_READY_TIMEOUT_MS, signal);
  } catch (error) {
    stop();
    throw error;
  }

  const track = stream.getVideoTracks()[0];
  return {
    video,
    stream,
    settings: track?.getSettings() ?? {},
    facing,
    isLive: () => !stopped && stream.getVideoTracks().some((t) => t.readyState === 'live'),
    stop,
  };
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Spec: the camera restarts after Keep or Retake. Stops the old stream, waits the restart delay so the
 * device is released, and opens again into the same <video> with the same facing unless told otherwise.
 * On failure show cameraRestartFailedMessage(error).
 */
export async function restartCamera(previous: CameraHandle | null, options: OpenCameraOptions = {}): Promise<CameraHandle> {
  previous?.stop();
  await delay(CAMERA_RESTART_DELAY_MS, options.signal);
  const video = options.video ?? previous?.video;
  const facing = options.facing ?? previous?.facing;
  return openCamera({ ...options, ...(video ? { video } : {}), ...(facing ? { facing } : {}) });
}
