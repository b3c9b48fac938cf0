/**
 * Pages through the partitions of a sharded GSI key one after another (a job's due list: running events,
 * photos due), so a caller pages as it would through one partition. The cursor names the shard and the key
 * to start from within it; an empty shard is skipped within the same call.
 */
export const pageOverShards = async (
  partitions: readonly string[],
  cursor: Record<string, unknown> | undefined,
  page: (partition: string, start: Record<string, unknown> | undefined) => Promise<{ codes: string[]; last?: Record<string, unknown> }>,
): Promise<{ codes: string[]; cursor?: Record<string, unknown> }> => {
  let shard = typeof cursor?.shard === 'number' && Number.isInteger(cursor.shard) ? cursor.shard : 0;
  let start = cursor?.start as Record<string, unknown> | undefined;
  while (shard < partitions.length) {
    const out = await page(partitions[shard]!, start);
    const next = out.last ? { shard, start: out.last } : shard + 1 < partitions.length ? { shard: shard + 1 } : undefined;
    if (out.codes.length > 0 || !next) return next ? { codes: out.codes, cursor: next } : { codes: out.codes };
    shard = next.shard;
    start = next.start;
  }
  return { codes: [] };
};
