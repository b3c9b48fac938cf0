import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  CAMERA_RESTART_FAILED_BANNER_MS,
  cameraErrorMessage,
  cameraRestartFailedMessage,
  openCamera,
  restartCamera,
  type CameraErrorTexts,
  type CameraFacing,
  type CameraHandle,
} from '../../../camera';

export type CameraStatus = 'starting' | 'streaming' | 'stopped' | 'failed';

export interface Camera {
  status: CameraStatus;
  /** Why the camera is not running (cameraErrorMessage of the last failure). */
  error: string | null;
  /** "Camera restart failed: {reason}", shown for 5 seconds. */
  restartError: string | null;
  /** Opens the camera again (after a failure, or Restart Camera). */
  start: (facing?: CameraFacing) => void;
  /** Spec: after Keep or Retake (stop, 100 ms, open again), and to switch cameras. */
  restart: (facing?: CameraFacing) => void;
  /** Stops the stream (the review screen needs no camera). */
  stop: () => void;
  dismissRestartError: () => void;
  /** The playing <video>, when the camera streams. */
  frame: () => HTMLVideoElement | null;
}

/**
 * The live camera behind the preview <video>: opened when `enabled`, stopped when not or when the screen
 * goes away. Every failure is said with cameraErrorMessage; a failed restart also shows the spec's
 * 5-second "Camera restart failed" banner. A stream the browser ended while the page was in the background
 * (phones do that) is restarted when the page comes back.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>, facing: CameraFacing, enabled: boolean, texts?: CameraErrorTexts): Camera {
  const [status, setStatus] = useState<CameraStatus>(enabled ? 'starting' : 'stopped');
  // The failures themselves: said in the texts of the moment (a language switch re-says them).
  const [error, setError] = useState<{ failure: unknown } | null>(null);
  const [restartError, setRestartError] = useState<{ failure: unknown } | null>(null);
  const handleRef = useRef<CameraHandle | null>(null);
  const opRef = useRef<AbortController | null>(null);
  const facingRef = useRef(facing);
  useEffect(() => {
    facingRef.current = facing;
  });

  const run = useCallback(
    (kind: 'open' | 'restart', wanted?: CameraFacing) => {
      const video = videoRef.current;
      if (!video) return;
      opRef.current?.abort();
      const controller = new AbortController();
      opRef.current = controller;
      const previous = handleRef.current;
      handleRef.current = null;
      const chosen = wanted ?? previous?.facing ?? facingRef.current;
      setStatus('starting');
      setError(null);
      let opened: Promise<CameraHandle>;
      if (kind === 'restart') {
        opened = restartCamera(previous, { video, facing: chosen, signal: controller.signal });
      } else {
        previous?.stop();
        opened = openCamera({ video, facing: chosen, signal: controller.signal });
      }
      opened.then(
        (handle) => {
          if (controller.signal.aborted) {
            handle.stop();
            return;
          }
          handleRef.current = handle;
          setStatus('streaming');
          setRestartError(null);
          // The device took the camera away (another app, unplugged, the page went to the background).
          handle.stream.getVideoTracks()[0]?.addEventListener('ended', () => {
            if (handleRef.current !== handle) return;
            setStatus('failed');
            setError({ failure: new DOMException('The camera stopped.', 'NotReadableError') });
          });
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('camera failed to start', failure);
          setStatus('failed');
          setError({ failure });
          if (kind === 'restart') setRestartError({ failure });
        },
      );
    },
    [videoRef],
  );

  const stop = useCallback(() => {
    opRef.current?.abort();
    opRef.current = null;
    handleRef.current?.stop();
    handleRef.current = null;
    setStatus('stopped');
  }, []);

  useEffect(() => {
    if (!enabled) return;
    run('open');
    return () => {
      opRef.current?.abort();
      opRef.current = null;
      handleRef.current?.stop();
      handleRef.current = null;
    };
  }, [enabled, run]);

  // Back from the background with a dead stream: start again.
  useEffect(() => {
    if (!enabled) return;
    const onVisible = () => {
      const handle = handleRef.current;
      if (document.visibilityState === 'visible' && handle && !handle.isLive()) run('restart');
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [enabled, run]);

  useEffect(() => {
    if (!restartError) return;
    const timer = setTimeout(() => setRestartError(null), CAMERA_RESTART_FAILED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [restartError]);

  const start = useCallback((wanted?: CameraFacing) => run('open', wanted), [run]);
  const restart = useCallback((wanted?: CameraFacing) => run('restart', wanted), [run]);
  const dismissRestartError = useCallback(() => setRestartError(null), []);
  const frame = useCallback(() => {
    const handle = handleRef.current;
    return handle?.isLive() ? handle.video : null;
  }, []);

  return {
    status: enabled ? status : 'stopped',
    error: error && cameraErrorMessage(error.failure, undefined, texts),
    restartError: restartError && cameraRestartFailedMessage(restartError.failure, texts),
    start,
    restart,
    stop,
    dismissRestartError,
    frame,
  };
}
