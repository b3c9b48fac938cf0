import { describe, expect, it } from 'vitest';
import { type Ctx2D, sourceSize, type Surface, type SurfaceFactory } from './canvas';
import { composePhoto } from './compose';
import { POLAROID_WIDTH, RAW_MAX_EDGE, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTH } from './constants';
import { frameGeometry } from './frames';
import { DEFAULT_POLAROID_SETTINGS } from './settings';

/**
 * Node has no canvas: a fake factory whose contexts record calls and whose toBlob makes a file of
 * bytesPerPixel × pixels × quality, to check the orchestration (sizes, budgets, clean-up).
 */
function fakeFactory(bytesPerPixel: number) {
  const made: { width: number; height: number; calls: string[]; canvas: { width: number; height: number } }[] = [];
  const factory: SurfaceFactory = (width, height) => {
    const calls: string[] = [];
    const canvas = {
      width,
      height,
      toBlob(cb: (b: Blob | null) => void, _type: string, quality: number) {
        cb(new Blob([new Uint8Array(Math.round(this.width * this.height * bytesPerPixel * quality))]));
      },
    };
    const noop = (): void => undefined;
    const ctx = new Proxy({} as Record<string | symbol, unknown>, {
      get: (target, key) => {
        if (key in target) return target[key];
        if (key === 'createLinearGradient' || key === 'createRadialGradient') return () => ({ addColorStop: noop });
        if (key === 'getImageData') return (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4), width: w, height: h });
        return (...args: unknown[]) => calls.push(`${String(key)}(${args.filter((a) => typeof a === 'number').join(',')})`);
      },
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    }) as unknown as Ctx2D;
    made.push({ width, height, calls, canvas });
    return { canvas: canvas as unknown as HTMLCanvasElement, ctx, width, height } satisfies Surface;
  };
  return { factory, made };
}

const video = (w: number, h: number): HTMLVideoElement => ({ videoWidth: w, videoHeight: h, width: 300, height: 150 }) as unknown as HTMLVideoElement;

describe('composePhoto (with a fake canvas)', () => {
  it('makes the three outputs at their sizes from one frame grab', async () => {
    const { factory, made } = fakeFactory(0.1);
    const out = await composePhoto(video(8000, 6000), { createSurface: factory, seed: 1 });
    const geo = frameGeometry(DEFAULT_POLAROID_SETTINGS.frameStyle, POLAROID_WIDTH);
    expect([out.raw.width, out.raw.height]).toEqual([RAW_MAX_EDGE, 3072]);
    expect([out.polaroid.width, out.polaroid.height]).toEqual([geo.width, geo.height]);
    expect(out.thumbnail.width).toBe(THUMBNAIL_WIDTH);
    expect(out.thumbnail.height).toBe(Math.round((geo.height * THUMBNAIL_WIDTH) / geo.width));
    expect(out.seed).toBe(1);
    // The video is drawn exactly once (into the raw canvas); the crop comes from that canvas.
    const videoDraws = made.flatMap((m) => m.calls).filter((c) => c === 'drawImage(0,0,8000,6000,0,0,4096,3072)');
    expect(videoDraws).toHaveLength(1);
    expect(made.find((m) => m.width === geo.photo.width)?.calls).toContain('drawImage(512,0,3072,3072,0,0,962,962)');
    // Every canvas is released afterwards (iOS memory).
    for (const m of made) expect([m.canvas.width, m.canvas.height]).toEqual([0, 0]);
  });

  it('steps the thumbnail quality down to fit its byte cap', async () => {
    const { factory } = fakeFactory(0.3);
    const out = await composePhoto(video(1920, 1080), { createSurface: factory, seed: 2 });
    expect(out.thumbnail.blob.size).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
    expect(out.thumbnail.quality).toBeLessThan(0.8);
    expect(out.polaroid.quality).toBe(0.63); // 1080×1248×0.3×0.63 ≈ 249 KiB: the first under 250 KiB
  });

  it('mirrors when asked', async () => {
    const { factory, made } = fakeFactory(0.05);
    await composePhoto(video(1280, 720), { createSurface: factory, mirror: true });
    expect(made[0]?.calls.slice(0, 2)).toEqual(['translate(1280,0)', 'scale(-1,1)']);
  });

  it('refuses a frame with no size yet', async () => {
    await expect(composePhoto(video(0, 0), { createSurface: fakeFactory(0.1).factory })).rejects.toThrow(/not ready/);
  });
});

describe('sourceSize', () => {
  it('uses the intrinsic size of videos and images, width/height otherwise', () => {
    expect(sourceSize(video(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(sourceSize({ naturalWidth: 10, naturalHeight: 20, width: 1, height: 1 } as unknown as HTMLImageElement)).toEqual({ width: 10, height: 20 });
    expect(sourceSize({ width: 5, height: 6 } as unknown as ImageBitmap)).toEqual({ width: 5, height: 6 });
  });
});

describe('composePhoto with a branded frame', () => {
  it('prints the brand text on the card only (not the raw frame), centred in the bottom border', async () => {
    const { factory, made } = fakeFactory(0.05);
    await composePhoto(video(1280, 720), { createSurface: factory, seed: 3, brandText: 'Ana & Ion' });
    const geo = frameGeometry(DEFAULT_POLAROID_SETTINGS.frameStyle, POLAROID_WIDTH);
    const card = made.find((m) => m.width === geo.width && m.height === geo.height);
    expect(card?.calls.some((c) => c.startsWith('fillText('))).toBe(true);
    expect(made.filter((m) => m !== card).flatMap((m) => m.calls).some((c) => c.startsWith('fillText('))).toBe(false);
  });

  it('prints nothing without a brand text', async () => {
    const { factory, made } = fakeFactory(0.05);
    await composePhoto(video(1280, 720), { createSurface: factory, seed: 3 });
    expect(made.flatMap((m) => m.calls).some((c) => c.startsWith('fillText('))).toBe(false);
  });
});
