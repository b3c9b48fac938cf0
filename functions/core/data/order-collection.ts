import type { StaffEmailWaiting as EmailWaiting } from '../../../shared/schemas/staff-orders.js';
import { keys, tableName } from './table.js';
import { archiveKeys } from './archive-item.js';
import { historyItemSchema, orderItemSchema, orderKeys, type HistoryItem, type OrderItem } from './order-item.js';
import { queryAll } from './query-all.js';
import { shippedMailKey } from './shipped-mail-item.js';


/** Item SK → which outbox owes what, and the attribute saying since when (the same the drains back off from). */
const OUTBOXES = [
  { sk: shippedMailKey('').SK, partition: keys.shippedMail, kind: 'order-shipped', since: 'completedAt' },
  { sk: archiveKeys.archive('').SK, partition: keys.archiveMail, kind: 'archive-ready', since: 'builtAt' },
] as const;

/**
 * The staff details' read (DESIGN 15: staff see everything): the order's whole item collection in one
 * consistent Query — the order, its history (newest first), and the outbox entries that sort around them
 * (ARCHIVE before HIST#, SHIPPED-MAIL after META), so staff see an e-mail the customer has not had yet.
 */
export const queryOrderCollection = async (orderId: string): Promise<{ order: OrderItem | undefined; history: HistoryItem[]; emailsWaiting: EmailWaiting[] }> => {
  const { PK, SK: metaSk } = orderKeys.order(orderId);
  const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK }, ScanIndexForward: false, ConsistentRead: true });
  const meta = items.find((i) => i.SK === metaSk);
  const emailsWaiting = OUTBOXES.flatMap((box): EmailWaiting[] => {
    const entry = items.find((i) => i.SK === box.sk);
    if (entry?.GSI1PK !== box.partition || typeof entry.GSI1SK !== 'string') return [];
    const since = entry[box.since];
    return [{ kind: box.kind, owedSince: typeof since === 'string' ? since : entry.GSI1SK, nextTryAt: entry.GSI1SK }];
  });
  return {
    order: meta ? orderItemSchema().parse(meta) : undefined,
    history: items.filter((i) => typeof i.SK === 'string' && i.SK.startsWith(orderKeys.historyPrefix)).map((i) => historyItemSchema().parse(i)),
    emailsWaiting,
  };
};
