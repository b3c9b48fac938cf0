import type { StaffEmailWaiting as EmailWaiting } from '../../../shared/schemas/staff-orders.js';
import { keys, tableName } from './table.js';
import { archiveKeys } from './archive-item.js';
import { historyItemSchema, orderItemSchema, orderKeys, type HistoryItem, type OrderItem } from './order-item.js';
import { queryAll } from './query-all.js';
import { refundDueKey } from './refund-due-item.js';
import { shippedMailKey } from './shipped-mail-item.js';

/** A cancel's refund Stripe has not answered yet: since when it is owed, and when the job asks again. */
export interface RefundOwed {
  owedSince: string;
  nextTryAt: string;
}

/** Item SK → which outbox owes what, and the attribute saying since when (the same the drains back off from). */
const OUTBOXES = [
  { sk: shippedMailKey('').SK, partition: keys.shippedMail, kind: 'order-shipped', since: 'completedAt' },
  { sk: archiveKeys.archive('').SK, partition: keys.archiveMail, kind: 'archive-ready', since: 'builtAt' },
] as const;

/**
 * The staff details' read (DESIGN 15: staff see everything): the order's whole item collection in one
 * consistent Query — the order, its history (newest first), and the outbox entries that sort around them
 * (ARCHIVE before HIST#; REFUND-DUE and SHIPPED-MAIL after META), so staff see an e-mail the customer has not
 * had yet, and a refund Stripe has not answered that the job will ask again.
 */
export const queryOrderCollection = async (
  orderId: string,
): Promise<{ order: OrderItem | undefined; history: HistoryItem[]; emailsWaiting: EmailWaiting[]; refundOwed: RefundOwed | undefined }> => {
  const { PK, SK: metaSk } = orderKeys.order(orderId);
  const items = await queryAll({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PK }, ScanIndexForward: false, ConsistentRead: true });
  const meta = items.find((i) => i.SK === metaSk);
  const emailsWaiting = OUTBOXES.flatMap((box): EmailWaiting[] => {
    const entry = items.find((i) => i.SK === box.sk);
    if (entry?.GSI1PK !== box.partition || typeof entry.GSI1SK !== 'string') return [];
    const since = entry[box.since];
    return [{ kind: box.kind, owedSince: typeof since === 'string' ? since : entry.GSI1SK, nextTryAt: entry.GSI1SK }];
  });
  const refund = items.find((i) => i.SK === refundDueKey(orderId).SK);
  const refundOwed =
    refund?.GSI1PK === keys.refundDue && typeof refund.GSI1SK === 'string'
      ? { owedSince: typeof refund.owedSince === 'string' ? refund.owedSince : refund.GSI1SK, nextTryAt: refund.GSI1SK }
      : undefined;
  return {
    refundOwed,
    order: meta ? orderItemSchema().parse(meta) : undefined,
    history: items.filter((i) => typeof i.SK === 'string' && i.SK.startsWith(orderKeys.historyPrefix)).map((i) => historyItemSchema().parse(i)),
    emailsWaiting,
  };
};
