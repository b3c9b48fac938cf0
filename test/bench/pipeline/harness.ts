/**
 * Runs in Chromium (bundled by esbuild in photo-pipeline.ts): opens the fake camera with the app's own
 * camera module and times shutter → review: composePhoto (grab, colour ops, grain, frame, three JPEG
 * encodes within their byte budgets) until the polaroid is decoded and painted in the review <img>.
 */
import { composePhoto, openCamera } from '../../../web/src/camera/index';

export interface Shot {
  shutterToReviewMs: number;
  composeMs: number;
  timings: Record<string, number>;
  polaroid: { bytes: number; width: number; height: number; quality: number };
  raw: { bytes: number; width: number; height: number; quality: number };
  thumbnail: { bytes: number; width: number; height: number; quality: number };
}

export interface HarnessResult {
  openMs: number;
  frame: { width: number; height: number };
  shots: Shot[];
}

const frame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => r()));

const openHarness = async (): Promise<{ openMs: number; frame: { width: number; height: number } }> => {
  const video = document.querySelector('video')!;
  const t0 = performance.now();
  const cam = await openCamera({ video, facing: 'environment' });
  (window as unknown as { benchCamera: typeof cam }).benchCamera = cam;
  return { openMs: performance.now() - t0, frame: { width: video.videoWidth, height: video.videoHeight } };
};

/** A busy 12 MP picture (gradient, shapes, per-pixel sensor-like noise): the JPEG-size worst case. */
let busy: HTMLCanvasElement | undefined;
const busyPicture = (): HTMLCanvasElement => {
  if (busy) return busy;
  const c = document.createElement('canvas');
  c.width = 4032;
  c.height = 3024;
  const ctx = c.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, c.width, c.height);
  g.addColorStop(0, '#e0b080');
  g.addColorStop(1, '#304860');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, c.width, c.height);
  let seed = 11;
  const rnd = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 600; i++) {
    ctx.fillStyle = `hsla(${Math.floor(rnd() * 360)}, 55%, ${25 + Math.floor(rnd() * 55)}%, 0.55)`;
    ctx.beginPath();
    ctx.arc(rnd() * c.width, rnd() * c.height, (rnd() * c.width) / 14, 0, Math.PI * 2);
    ctx.fill();
  }
  const img = ctx.getImageData(0, 0, c.width, c.height);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rnd() - 0.5) * 20;
    img.data[i] = img.data[i]! + n;
    img.data[i + 1] = img.data[i + 1]! + n;
    img.data[i + 2] = img.data[i + 2]! + n;
  }
  ctx.putImageData(img, 0, 0);
  return (busy = c);
};

const shoot = async (seed: number, source: 'camera' | 'busy' = 'camera'): Promise<Shot> => {
  const cam = (window as unknown as { benchCamera: Awaited<ReturnType<typeof openCamera>> }).benchCamera;
  const review = document.querySelector('img')!;
  const picture = source === 'busy' ? busyPicture() : cam.video;
  const t0 = performance.now();
  const photo = await composePhoto(picture, { seed });
  const t1 = performance.now();
  const url = URL.createObjectURL(photo.polaroid.blob);
  review.src = url;
  await review.decode();
  await frame();
  const t2 = performance.now();
  URL.revokeObjectURL(url);
  const info = (j: typeof photo.polaroid) => ({ bytes: j.blob.size, width: j.width, height: j.height, quality: j.quality });
  return {
    shutterToReviewMs: t2 - t0,
    composeMs: t1 - t0,
    timings: { ...photo.timings },
    polaroid: info(photo.polaroid),
    raw: info(photo.raw),
    thumbnail: info(photo.thumbnail),
  };
};

Object.assign(window, { benchOpen: openHarness, benchShoot: shoot });
