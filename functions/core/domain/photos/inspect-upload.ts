import { GetObjectCommand, NoSuchKey, NotFound } from '@aws-sdk/client-s3';
import { JPG } from 'image-size/types/jpg';
import { PHOTO_CONTENT_TYPE, PHOTO_LIMITS, type PhotoKind } from '#shared/photo-files.js';
import { config } from '../../config.js';
import { s3, stagingObjectKey } from '../../s3.js';

/** Enough of a JPEG to reach its SOF marker (dimensions) past EXIF and quantization tables. */
const HEADER_BYTES = 128 * 1024;

/** `etag` names the exact version checked, so the copy to the gallery key takes that version or fails. */
export type Inspection = { ok: true; width: number; height: number; etag: string } | { ok: false; reason: 'missing' | 'invalid'; detail: string };

/** Total size from `Content-Range: bytes 0-131071/300000`, else the length of a whole-object answer. */
const totalSize = (contentRange: string | undefined, contentLength: number | undefined): number | undefined => {
  const m = contentRange ? /\/(\d+)$/.exec(contentRange) : null;
  return m ? Number(m[1]) : contentLength;
};

/**
 * Checks one uploaded (staging) file against what its slot promised: present, the exact size, JPEG
 * content type, JPEG magic bytes and a pixel size within the kind's limit. One ranged GET (at most the
 * first 128 KB), so size, type, bytes and ETag all describe the same version of the object.
 */
export const inspectUpload = async (eventCode: string, photoId: string, kind: PhotoKind, expectedSize: number): Promise<Inspection> => {
  const Key = stagingObjectKey(eventCode, photoId, kind);
  try {
    const got = await s3.send(new GetObjectCommand({ Bucket: config.photoBucket, Key, Range: `bytes=0-${HEADER_BYTES - 1}` }));
    const size = totalSize(got.ContentRange, got.ContentLength);
    if (size !== expectedSize) {
      await got.Body?.transformToByteArray();
      return { ok: false, reason: 'invalid', detail: `${kind}: ${size} bytes, slot said ${expectedSize}` };
    }
    const bytes = await got.Body?.transformToByteArray();
    if (got.ContentType !== PHOTO_CONTENT_TYPE) return { ok: false, reason: 'invalid', detail: `${kind}: type ${got.ContentType}` };
    if (!got.ETag) return { ok: false, reason: 'missing', detail: `${kind}: no ETag` };
    if (!bytes || !JPG.validate(bytes)) return { ok: false, reason: 'invalid', detail: `${kind}: not a JPEG` };
    let dims: { width?: number; height?: number };
    try {
      dims = JPG.calculate(bytes);
    } catch {
      return { ok: false, reason: 'invalid', detail: `${kind}: no readable JPEG frame header` };
    }
    const { width = 0, height = 0 } = dims;
    const limit = PHOTO_LIMITS[kind].maxEdgePx;
    if (width < 1 || height < 1 || width > limit || height > limit) return { ok: false, reason: 'invalid', detail: `${kind}: ${width}x${height}` };
    return { ok: true, width, height, etag: got.ETag };
  } catch (e) {
    if (e instanceof NotFound || e instanceof NoSuchKey) return { ok: false, reason: 'missing', detail: `${kind}: not uploaded` };
    throw e;
  }
};
