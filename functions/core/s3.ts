import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PHOTO_OBJECT_PREFIX, PHOTO_STAGING_PREFIX } from '../../shared/photo-files.js';
import { config } from './config.js';

/**
 * One S3 client per container. Checksums only when required: otherwise presigned URLs carry an
 * empty-body checksum the browser's PUT cannot match (DESIGN section 13).
 */
export const s3 = new S3Client({
  forcePathStyle: config.s3ForcePathStyle,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

/** Where a photo's files live: one folder per photo, inside its event's folder. */
export const photoObjectKey = (eventCode: string, photoId: string, kind: string): string => `${PHOTO_OBJECT_PREFIX}${eventCode}/${photoId}/${kind}.jpg`;

/**
 * Where the browser uploads them (presigned PUTs): confirm checks the files here and copies them to
 * photoObjectKey, which no presigned URL can write, so a still-valid PUT URL cannot swap a checked photo.
 */
export const stagingObjectKey = (eventCode: string, photoId: string, kind: string): string => `${PHOTO_STAGING_PREFIX}${photoObjectKey(eventCode, photoId, kind)}`;

/**
 * The frame logo of the branded frames add-on: one object per logo id (a new logo is a new key, so a phone
 * never draws a cached old one), inside its event's folder like its photos; uploads land at the staging twin.
 */
export const logoObjectKey = (eventCode: string, logoId: string, extension: 'png' | 'jpg'): string => `${PHOTO_OBJECT_PREFIX}${eventCode}/branding/${logoId}.${extension}`;
export const logoStagingKey = (eventCode: string, uploadId: string): string => `${PHOTO_STAGING_PREFIX}${PHOTO_OBJECT_PREFIX}${eventCode}/branding/${uploadId}`;

/** Whether the photo bucket has `key` now (a HEAD): the archive download and the print files ask before presigning. */
export const objectExists = async (key: string): Promise<boolean> => {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.photoBucket, Key: key }));
    return true;
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (e instanceof Error && (e.name === 'NotFound' || e.name === 'NoSuchKey' || status === 404)) return false;
    throw e;
  }
};
