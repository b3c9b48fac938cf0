import { describe, expect, it, vi } from 'vitest';

process.env.LOG_LEVEL = 'SILENT';

// One shard holding two pages of stale slots; the first slot's release fails (a throttled transaction).
const pages: Record<string, { Items: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> }> = {
  first: { Items: [{ eventCode: 'AB12CD', id: 'BAD', uploaderId: 'u1' }, { eventCode: 'AB12CD', id: 'S1', uploaderId: 'u1' }], LastEvaluatedKey: { page: 'second' } },
  second: { Items: [{ eventCode: 'AB12CD', id: 'S2', uploaderId: 'u2' }] },
};
vi.mock('../../data/table.js', () => ({
  tableName: () => 'T',
  keys: { slotShards: () => ['SLOT#0'] },
  ddb: { send: async (command: { input: { ExclusiveStartKey?: { page: string } } }) => pages[command.input.ExclusiveStartKey?.page ?? 'first'] },
}));
const released: string[] = [];
vi.mock('./release-slot.js', () => ({
  releaseSlot: async (slot: { id: string }) => {
    if (slot.id === 'BAD') throw new Error('TransactionCanceledException: ThrottlingError');
    released.push(slot.id);
    return true;
  },
}));
const { releaseStaleSlots } = await import('./release-stale-slots.js');

describe('the stale-slot job', () => {
  it('a slot whose release fails does not keep the rest of its shard (later pages included) from theirs', async () => {
    const result = await releaseStaleSlots();
    expect(released.sort()).toEqual(['S1', 'S2']);
    expect(result).toEqual({ released: 2, failed: ['AB12CD/BAD'] });
  });
});
