/**
 * Photos from the phone's library (issue 19): a picked file becomes an ImageBitmap the polaroid composer
 * draws like a camera frame. HEIC (iPhone) is converted when the browser can decode it (Safari can; iOS
 * also hands a JPEG to an `image/*` picker), and refused with advice when it cannot (Chrome, Firefox).
 */

import { LIBRARY_MESSAGES, type LibraryImageProblem } from './library-messages';

/** Beyond this a phone photo is not a photo (a 48 MP JPEG is ~25 MB); decoding it could exhaust memory. */
export const LIBRARY_MAX_BYTES = 40 * 1024 * 1024;

export { LIBRARY_MESSAGES, type LibraryImageProblem } from './library-messages';

export class LibraryImageError extends Error {
  constructor(readonly problem: LibraryImageProblem) {
    super(LIBRARY_MESSAGES[problem]);
    this.name = 'LibraryImageError';
  }
}

export const isHeic = (file: Pick<File, 'type' | 'name'>): boolean => /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** Decodes a picked file, upright (EXIF orientation applied), or throws a LibraryImageError saying why not. */
export async function decodeImageFile(file: File, decode: typeof createImageBitmap = createImageBitmap): Promise<ImageBitmap> {
  if (file.size > LIBRARY_MAX_BYTES) throw new LibraryImageError('tooLarge');
  try {
    const bitmap = await decode(file, { imageOrientation: 'from-image' });
    if (!(bitmap.width > 0 && bitmap.height > 0)) throw new Error('empty image');
    return bitmap;
  } catch {
    throw new LibraryImageError(isHeic(file) ? 'heic' : 'unreadable');
  }
}
