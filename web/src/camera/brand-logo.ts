import type { BrandLogo } from './brand-text';

/**
 * The event's frame logo as a drawable bitmap. The link is on the site's own origin (`/p/…`), and a
 * fetched blob decodes into a bitmap that never taints the canvas it is drawn on (the capture must still
 * encode). Throws when the file cannot be read or decoded.
 */
export async function loadBrandLogo(url: string, signal?: AbortSignal): Promise<BrandLogo> {
  const res = await fetch(url, { credentials: 'omit', ...(signal ? { signal } : {}) });
  if (!res.ok) throw new Error(`logo ${res.status}`);
  return bitmapLogo(await res.blob());
}

/** A logo file (PNG or JPEG) decoded for drawing. */
export async function bitmapLogo(blob: Blob): Promise<BrandLogo> {
  const image = await createImageBitmap(blob);
  return { image, width: image.width, height: image.height };
}
