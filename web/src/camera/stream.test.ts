// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMERA_READY_TIMEOUT_MS, CAMERA_RESTART_DELAY_MS } from './constants';
import { cameraConstraints, CameraTimeoutError, openCamera, restartCamera } from './stream';

interface FakeTrack {
  readyState: 'live' | 'ended';
  stop: () => void;
  getSettings: () => MediaTrackSettings;
}

function fakeStream(): { stream: MediaStream; track: FakeTrack } {
  const track: FakeTrack = {
    readyState: 'live',
    stop: vi.fn(() => {
      track.readyState = 'ended';
    }),
    getSettings: () => ({ width: 1920, height: 1080, frameRate: 30 }),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

/** A jsdom <video> that "plays" once a stream is attached (jsdom has no media pipeline). */
function fakeVideo(opts: { starts: boolean }): HTMLVideoElement {
  const video = document.createElement('video');
  let playing = false;
  Object.defineProperties(video, {
    videoWidth: { get: () => (playing ? 1920 : 0) },
    videoHeight: { get: () => (playing ? 1080 : 0) },
    readyState: { get: () => (playing ? 4 : 0) },
    paused: { get: () => !playing },
    srcObject: { value: null, writable: true },
  });
  video.play = vi.fn(() => {
    if (opts.starts) setTimeout(() => (playing = true), 50);
    return Promise.resolve();
  });
  video.pause = vi.fn(() => {
    playing = false;
  });
  return video;
}

const domError = (name: string): DOMException => new DOMException(name, name);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cameraConstraints', () => {
  it('asks for 1920x1080 (max 4096) at 30 fps (max 60), rear camera by ideal, no audio', () => {
    expect(cameraConstraints('environment')).toEqual({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1920, max: 4096 },
        height: { ideal: 1080, max: 4096 },
        frameRate: { ideal: 30, max: 60 },
      },
    });
    expect(cameraConstraints('user', true)).toEqual({
      audio: false,
      video: { facingMode: { ideal: 'user' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  });

  it('never uses facingMode exact (the fake camera has no facing mode)', () => {
    for (const c of [cameraConstraints('environment'), cameraConstraints('user', true)]) expect(JSON.stringify(c)).not.toContain('exact');
  });
});

describe('openCamera', () => {
  it('resolves once the video is playing with a size', async () => {
    const { stream } = fakeStream();
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    const video = fakeVideo({ starts: true });
    const pending = openCamera({ video, mediaDevices: { getUserMedia } });
    await vi.advanceTimersByTimeAsync(200);
    const handle = await pending;
    expect(handle.video).toBe(video);
    expect(video.srcObject).toBe(stream);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(handle.settings).toMatchObject({ width: 1920, height: 1080 });
    expect(handle.facing).toBe('environment');
    expect(handle.isLive()).toBe(true);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('falls back to 1280x720 on OverconstrainedError or NotReadableError', async () => {
    for (const name of ['OverconstrainedError', 'NotReadableError']) {
      const { stream } = fakeStream();
      const getUserMedia = vi.fn<(c: MediaStreamConstraints) => Promise<MediaStream>>().mockRejectedValueOnce(domError(name)).mockResolvedValueOnce(stream);
      const pending = openCamera({ video: fakeVideo({ starts: true }), mediaDevices: { getUserMedia } });
      await vi.advanceTimersByTimeAsync(200);
      await pending;
      expect(getUserMedia.mock.calls[1]?.[0]).toEqual(cameraConstraints('environment', true));
    }
  });

  it('does not retry when permission is denied', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(domError('NotAllowedError')));
    await expect(openCamera({ video: fakeVideo({ starts: true }), mediaDevices: { getUserMedia } })).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('is NotSupportedError without mediaDevices', async () => {
    await expect(openCamera({ mediaDevices: {} as Pick<MediaDevices, 'getUserMedia'> })).rejects.toMatchObject({ name: 'NotSupportedError' });
  });

  it('times out after 5 s when the video never plays, and stops the stream', async () => {
    const { stream, track } = fakeStream();
    const pending = openCamera({ video: fakeVideo({ starts: false }), mediaDevices: { getUserMedia: () => Promise.resolve(stream) } });
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CAMERA_READY_TIMEOUT_MS - 1);
    expect(track.stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(await settled).toBeInstanceOf(CameraTimeoutError);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops a stream that arrives after the caller gave up', async () => {
    const { stream, track } = fakeStream();
    const controller = new AbortController();
    const pending = openCamera({
      video: fakeVideo({ starts: true }),
      signal: controller.signal,
      mediaDevices: { getUserMedia: () => new Promise((resolve) => setTimeout(() => resolve(stream), 100)) },
    });
    controller.abort();
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(150);
    expect(await settled).toMatchObject({ name: 'AbortError' });
    expect(track.stop).toHaveBeenCalled();
  });

  it('stop() ends the tracks, detaches the video and is idempotent', async () => {
    const { stream, track } = fakeStream();
    const video = fakeVideo({ starts: true });
    const pending = openCamera({ video, mediaDevices: { getUserMedia: () => Promise.resolve(stream) } });
    await vi.advanceTimersByTimeAsync(200);
    const handle = await pending;
    handle.stop();
    handle.stop();
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(video.srcObject).toBeNull();
    expect(handle.isLive()).toBe(false);
  });
});

describe('restartCamera', () => {
  it('stops the old stream, waits 100 ms, reopens into the same video with the same facing', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const getUserMedia = vi.fn<(c: MediaStreamConstraints) => Promise<MediaStream>>().mockResolvedValueOnce(first.stream).mockResolvedValueOnce(second.stream);
    const video = fakeVideo({ starts: true });
    const opening = openCamera({ video, facing: 'user', mediaDevices: { getUserMedia } });
    await vi.advanceTimersByTimeAsync(200);
    const handle = await opening;

    const restarting = restartCamera(handle, { mediaDevices: { getUserMedia } });
    expect(first.track.stop).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CAMERA_RESTART_DELAY_MS - 1);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    const next = await restarting;
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(getUserMedia.mock.calls[1]?.[0]).toEqual(cameraConstraints('user'));
    expect(next.video).toBe(video);
    expect(next.stream).toBe(second.stream);
  });
});
