import type { PhotoView } from '#shared/schemas/photos.js';
import { downloadFileName } from '../../model/gallery/galleryModel';

/**
 * Spec: the download fetches the photo as a blob (so a failure can be told: "Failed to download photo.
 * Please try again.") and saves it under a readable name. The URL is the presigned attachment one.
 */
export async function downloadPhoto(code: string, photo: PhotoView): Promise<void> {
  const response = await fetch(photo.downloadUrl, { credentials: 'omit' });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = downloadFileName(code, photo);
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download; give it a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
