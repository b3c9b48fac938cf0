import * as z from 'zod/mini';

/** One part job of an archive build: the SQS message the planner queues (run-archive-build.ts). */
export const archivePartMessageSchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(40)),
  buildId: z.string().check(z.minLength(1), z.maxLength(64)),
  part: z.int().check(z.minimum(1), z.maximum(100_000)),
});
export type ArchivePartMessage = z.infer<typeof archivePartMessageSchema>;
