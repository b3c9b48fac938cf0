import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PHOTO_CONTENT_TYPE, UPLOAD_URL_TTL_SECONDS, type PhotoKind } from '#shared/photo-files.js';
import { config } from '../../config.js';
import { photoObjectKey, s3, stagingObjectKey } from '../../s3.js';
import { readUrlSigner } from './read-url-signer.js';

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

/**
 * A presigned GET as the SPA reads it: on the site's own origin, `<readPath><path of the URL>?<its query>`
 * (CloudFront's /p/* behaviour and the local gateway strip the prefix and pass the rest to the bucket, which
 * still checks the signature; phones reuse the site's warm HTTP/2 connection). Path and query are kept
 * byte for byte: the signature covers them. Without a read path (config.photoReadPath unset) the URL stays absolute.
 */
export const sitePhotoUrl = (presigned: string, readPath: string | undefined = config.photoReadPath): string => {
  if (!readPath) return presigned;
  const { origin, pathname, search } = new URL(presigned);
  return `${readPath}${presigned.startsWith(origin) ? presigned.slice(origin.length) : pathname + search}`;
};

/** The photo bucket's read links: the SDK's URLs, signed without its per-URL middleware (a page signs 90). */
let reads: { bucket: string; signer: ReturnType<typeof readUrlSigner> } | undefined;

/** A read link for the SPA of any gallery-side object (a photo file, an event's frame logo): presigned GET on the site's origin (sitePhotoUrl). */
export const presignObjectGet = async (key: string, at: Date, downloadName?: string): Promise<string> => {
  const bucket = config.photoBucket;
  if (reads?.bucket !== bucket) reads = { bucket, signer: readUrlSigner(s3, bucket) };
  return sitePhotoUrl(await reads.signer.sign(key, { expiresIn: (2 * READ_WINDOW_MS) / 1000, signingDate: signingWindow(at), ...(downloadName ? { downloadName } : {}) }));
};

/** A read link for the SPA (gallery, wall, staff views): a presigned GET on the site's origin (sitePhotoUrl). */
export const presignGet = (eventCode: string, photoId: string, kind: PhotoKind, at: Date, downloadName?: string): Promise<string> =>
  presignObjectGet(photoObjectKey(eventCode, photoId, kind), at, downloadName);
