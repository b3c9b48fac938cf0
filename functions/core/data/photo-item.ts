import * as z from 'zod';
import { PHOTO_KINDS } from '../../../shared/constants.js';

const sizesSchema = z.object(Object.fromEntries(PHOTO_KINDS.map((k) => [k, z.int()])) as Record<(typeof PHOTO_KINDS)[number], z.ZodInt>);

/** An upload in flight: one unit of quota is held until it is confirmed or released by the job. */
export const slotItemSchema = z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('slot'),
  id: z.string(),
  eventCode: z.string(),
  uploaderId: z.string(),
  sizes: sizesSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SlotItem = z.infer<typeof slotItemSchema>;

/** A recorded photo (spec "Photo": id, photo_url, file_name, file_size, uploaded_at, participant link). */
export const photoItemSchema = z.object({
  PK: z.string(),
  SK: z.string(),
  entity: z.literal('photo'),
  id: z.string(),
  eventCode: z.string(),
  uploaderId: z.string(),
  uploaderName: z.string(),
  fileName: z.string(),
  sizes: sizesSchema,
  width: z.int(),
  height: z.int(),
  uploadedAt: z.string(),
  GSI2PK: z.string(),
  GSI2SK: z.string(),
});
export type PhotoItem = z.infer<typeof photoItemSchema>;
