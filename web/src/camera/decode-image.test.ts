import { describe, expect, it, vi } from 'vitest';
import { decodeImageFile, isHeic, LIBRARY_MAX_BYTES, LIBRARY_MESSAGES, LibraryImageError } from './decode-image';

const file = (name: string, type: string, size = 1000): File => {
  const f = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const bitmap = (width: number, height: number) => ({ width, height, close: () => undefined }) as unknown as ImageBitmap;

describe('decodeImageFile', () => {
  it('decodes upright (EXIF orientation applied)', async () => {
    const decode = vi.fn(async () => bitmap(4032, 3024));
    const out = await decodeImageFile(file('a.jpg', 'image/jpeg'), decode as unknown as typeof createImageBitmap);
    expect(out.width).toBe(4032);
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
  });

  it('refuses a HEIC the browser cannot decode with the HEIC advice, anything else as unreadable', async () => {
    const fail = vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }) as unknown as typeof createImageBitmap;
    await expect(decodeImageFile(file('IMG_0001.HEIC', ''), fail)).rejects.toThrow(LIBRARY_MESSAGES.heic);
    await expect(decodeImageFile(file('x', 'image/heif'), fail)).rejects.toThrow(LIBRARY_MESSAGES.heic);
    await expect(decodeImageFile(file('notes.pdf', 'application/pdf'), fail)).rejects.toThrow(LIBRARY_MESSAGES.unreadable);
  });

  it('refuses a file over 40 MB before decoding it', async () => {
    const decode = vi.fn();
    const err = await decodeImageFile(file('big.jpg', 'image/jpeg', LIBRARY_MAX_BYTES + 1), decode as unknown as typeof createImageBitmap).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibraryImageError);
    expect((err as LibraryImageError).problem).toBe('tooLarge');
    expect(decode).not.toHaveBeenCalled();
  });

  it('knows HEIC by type or extension', () => {
    expect(isHeic({ name: 'a.heic', type: '' })).toBe(true);
    expect(isHeic({ name: 'a.jpg', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
  });
});
