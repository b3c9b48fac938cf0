import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound } from '@aws-sdk/client-s3';
import { JPG } from 'image-size/types/jpg';
import { PHOTO_CONTENT_TYPE, PHOTO_LIMITS, type PhotoKind } from '../../../../shared/constants.js';
import { config } from '../../config.js';
import { photoObjectKey, s3 } from '../../s3.js';

/** Enough of a JPEG to reach its SOF marker (dimensions) past EXIF and quantization tables. */
const HEADER_BYTES = 128 * 1024;

export type Inspection = { ok: true; width: number; height: number } | { ok: false; reason: 'missing' | 'invalid'; detail: string };

/**
 * Checks one uploaded file against what its slot promised: present, the exact size, JPEG content type,
 * JPEG magic bytes and a pixel size within the kind's limit. Reads at most the first 128 KB.
 */
export const inspectUpload = async (eventCode: string, photoId: string, kind: PhotoKind, expectedSize: number): Promise<Inspection> => {
  const Key = photoObjectKey(eventCode, photoId, kind);
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: config.photoBucket, Key }));
    if (head.ContentLength !== expectedSize) return { ok: false, reason: 'invalid', detail: `${kind}: ${head.ContentLength} bytes, slot said ${expectedSize}` };
    if (head.ContentType !== PHOTO_CONTENT_TYPE) return { ok: false, reason: 'invalid', detail: `${kind}: type ${head.ContentType}` };
    const got = await s3.send(new GetObjectCommand({ Bucket: config.photoBucket, Key, Range: `bytes=0-${HEADER_BYTES - 1}` }));
    const bytes = await got.Body?.transformToByteArray();
    if (!bytes || !JPG.validate(bytes)) return { ok: false, reason: 'invalid', detail: `${kind}: not a JPEG` };
    let size: { width?: number; height?: number };
    try {
      size = JPG.calculate(bytes);
    } catch {
      return { ok: false, reason: 'invalid', detail: `${kind}: no readable JPEG frame header` };
    }
    const { width = 0, height = 0 } = size;
    const limit = PHOTO_LIMITS[kind].maxEdgePx;
    if (width < 1 || height < 1 || width > limit || height > limit) return { ok: false, reason: 'invalid', detail: `${kind}: ${width}x${height}` };
    return { ok: true, width, height };
  } catch (e) {
    if (e instanceof NotFound || e instanceof NoSuchKey) return { ok: false, reason: 'missing', detail: `${kind}: not uploaded` };
    throw e;
  }
};
