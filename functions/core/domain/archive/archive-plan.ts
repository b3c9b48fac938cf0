import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod/mini';
import { config } from '../../config.js';
import { s3 } from '../../s3.js';
import { archivePlanKey } from './archive-key.js';

/**
 * The plan of one archive build, kept beside the archive in S3 (a 10 000-guest event's folder names are
 * hundreds of KB: more than an SQS message or a DynamoDB item holds). Each part job reads it once:
 *  - parts: each part's first photo (the next part's first ends it), so the parts cover the photos once;
 *  - folders: every guest's folder, decided over the whole archive in its order, so "Ana Pop (2)" is the
 *    same guest in every part;
 *  - prompts: the event's photo challenges by id, as text (issue #33), for each part's Challenges.csv;
 *    absent in a plan without challenges (and in plans written before them).
 */
export const archivePlanSchema = z.object({
  buildId: z.string(),
  parts: z.array(z.object({ part: z.int(), firstId: z.string(), photos: z.int(), bytes: z.number() })),
  folders: z.record(z.string(), z.string()),
  prompts: z.optional(z.record(z.string(), z.string())),
});
export type ArchivePlan = z.infer<typeof archivePlanSchema>;

export const writeArchivePlan = async (eventCode: string, orderId: string, plan: ArchivePlan): Promise<void> => {
  await s3.send(new PutObjectCommand({ Bucket: config.photoBucket, Key: archivePlanKey(eventCode, orderId), Body: JSON.stringify(plan), ContentType: 'application/json' }));
};

export const readArchivePlan = async (eventCode: string, orderId: string): Promise<ArchivePlan> => {
  const out = await s3.send(new GetObjectCommand({ Bucket: config.photoBucket, Key: archivePlanKey(eventCode, orderId) }));
  return archivePlanSchema.parse(JSON.parse((await out.Body?.transformToString()) ?? '{}'));
};
