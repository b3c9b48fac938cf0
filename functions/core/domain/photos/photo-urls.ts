import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PHOTO_CONTENT_TYPE, UPLOAD_URL_TTL_SECONDS, type PhotoKind } from '#shared/constants.js';
import { config } from '../../config.js';
import { photoObjectKey, s3, stagingObjectKey } from '../../s3.js';

/** A presigned PUT that only accepts exactly this many bytes of JPEG, to the staging key (never where galleries read). */
export const presignPut = async (eventCode: string, photoId: string, kind: PhotoKind, size: number) => ({
  url: await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: config.photoBucket, Key: stagingObjectKey(eventCode, photoId, kind), ContentType: PHOTO_CONTENT_TYPE, ContentLength: size }),
    { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type', 'content-length']) },
  ),
  headers: { 'content-type': PHOTO_CONTENT_TYPE } as const,
});

/**
 * Read URLs are signed as of the start of the current hour and live two hours: the same photo keeps the
 * same URL for at least an hour, so phones cache it instead of downloading it again on every refresh.
 */
const READ_WINDOW_MS = 60 * 60 * 1000;
const signingWindow = (at: Date) => new Date(Math.floor(at.getTime() / READ_WINDOW_MS) * READ_WINDOW_MS);

export const presignGet = (eventCode: string, photoId: string, kind: PhotoKind, at: Date, downloadName?: string): Promise<string> =>
  getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.photoBucket,
      Key: photoObjectKey(eventCode, photoId, kind),
      ...(downloadName ? { ResponseContentDisposition: `attachment; filename="${downloadName}"` } : {}),
    }),
    { expiresIn: (2 * READ_WINDOW_MS) / 1000, signingDate: signingWindow(at) },
  );
