import { GetObjectCommand, NoSuchKey, NotFound } from '@aws-sdk/client-s3';
import { JPG } from 'image-size/types/jpg';
import { PNG } from 'image-size/types/png';
import { LOGO_MAX_BYTES, LOGO_MAX_EDGE_PX } from '../../../../shared/rules/branding-logo.js';
import { config } from '../../config.js';
import { logoStagingKey, s3 } from '../../s3.js';

export type LogoInspection =
  | { ok: true; ext: 'png' | 'jpg'; width: number; height: number; size: number; etag: string }
  | { ok: false; problem: 'LOGO_NOT_UPLOADED' | 'LOGO_TOO_LARGE' | 'LOGO_INVALID'; detail: string };

const FORMATS = {
  'image/png': { ext: 'png', format: PNG },
  'image/jpeg': { ext: 'jpg', format: JPG },
} as const;

/** Total size from `Content-Range: bytes 0-1048575/2000000`, else the length of a whole-object answer. */
const totalSize = (contentRange: string | undefined, contentLength: number | undefined): number | undefined => {
  const m = contentRange ? /\/(\d+)$/.exec(contentRange) : null;
  return m ? Number(m[1]) : contentLength;
};

/**
 * Checks an uploaded logo (staging key) as confirm checks photos: its real size (≤ 1 MB), a PNG or JPEG
 * content type whose magic bytes and frame header agree, and sane dimensions. One ranged GET of at most
 * LOGO_MAX_BYTES, so size, type, bytes and ETag describe the same version (the copy takes that version).
 */
export const inspectLogo = async (eventCode: string, uploadId: string): Promise<LogoInspection> => {
  try {
    const got = await s3.send(new GetObjectCommand({ Bucket: config.photoBucket, Key: logoStagingKey(eventCode, uploadId), Range: `bytes=0-${LOGO_MAX_BYTES - 1}` }));
    const size = totalSize(got.ContentRange, got.ContentLength) ?? 0;
    const bytes = await got.Body?.transformToByteArray();
    if (size > LOGO_MAX_BYTES) return { ok: false, problem: 'LOGO_TOO_LARGE', detail: `${size} bytes` };
    if (!got.ETag) return { ok: false, problem: 'LOGO_NOT_UPLOADED', detail: 'no ETag' };
    const known = got.ContentType === 'image/png' || got.ContentType === 'image/jpeg' ? FORMATS[got.ContentType] : undefined;
    if (!known) return { ok: false, problem: 'LOGO_INVALID', detail: `type ${got.ContentType ?? 'none'}` };
    if (!bytes || !known.format.validate(bytes)) return { ok: false, problem: 'LOGO_INVALID', detail: `not a ${known.ext}` };
    let dims: { width?: number; height?: number };
    try {
      dims = known.format.calculate(bytes);
    } catch {
      return { ok: false, problem: 'LOGO_INVALID', detail: `no readable ${known.ext} header` };
    }
    const { width = 0, height = 0 } = dims;
    if (width < 1 || height < 1 || width > LOGO_MAX_EDGE_PX || height > LOGO_MAX_EDGE_PX) return { ok: false, problem: 'LOGO_INVALID', detail: `${width}x${height}` };
    return { ok: true, ext: known.ext, width, height, size, etag: got.ETag };
  } catch (e) {
    if (e instanceof NotFound || e instanceof NoSuchKey) return { ok: false, problem: 'LOGO_NOT_UPLOADED', detail: 'not uploaded' };
    throw e;
  }
};
