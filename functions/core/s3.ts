import { S3Client } from '@aws-sdk/client-s3';
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
export const photoObjectKey = (eventCode: string, photoId: string, kind: string): string => `events/${eventCode}/${photoId}/${kind}.jpg`;
