import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { bundleLabel } from '../../../../shared/pricing/post-event.js';
import type { PrintSelectionView, PrintSelectionPhoto } from '../../../../shared/schemas/print-selection.js';
import type { ShippingAddress } from '../../../../shared/schemas/orders.js';
import { now } from '../../clock.js';
import { queryEventPhotosPage } from '../../data/archive-item.js';
import { getEventItem, type EventItem } from '../../data/event-item.js';
import { customerIndexOf, getOrderItem, historyItem, listSortKey, orderKeys, orderNumberItem, statusBucket, statusCounter, type OrderItem } from '../../data/order-item.js';
import type { PhotoItem } from '../../data/photo-item.js';
import { keepEventPhotos } from '../../data/photo-retention.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { namedTransaction, withConflictRetry } from '../../data/transactions.js';
import { domainError } from '../errors.js';
import { newAccessToken } from '../orders/access-token.js';
import { randomOrderNumber } from '../orders/order-number.js';
import { refuseForeignPhotos } from '../orders/print-photos.js';
import { shippingAddressOf } from '../orders/shipping-address.js';
import { presignGet } from '../photos/photo-urls.js';
import { PACKAGE_PRINT_SIZE, printBundleSizeOf } from './package-print-bundle.js';
import { byVotesThenNewest, defaultChoice, totalVotes } from './print-choice.js';

const ORDER_NUMBER_ATTEMPTS = 5;
export const PRINT_SELECTION_REASON = 'Print bundle chosen (paid with the event package)';

/** Every photo of the event (one event's photos: bounded by its upload quota), page by page. */
const eventPhotos = async (code: string): Promise<PhotoItem[]> => {
  const all: PhotoItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await queryEventPhotosPage(code, cursor, 100);
    all.push(...page.photos);
    cursor = page.cursor;
  } while (cursor);
  return all;
};

interface Bundle {
  event: EventItem;
  packageOrder: OrderItem;
  bundleSize: number;
}

/** The event, its package order and the bundle size; 404 unknown event, 409 no package or no print bundle in it. */
const bundleOf = async (code: string, known?: EventItem): Promise<Bundle> => {
  const event = known ?? (await getEventItem(code));
  if (!event) throw domainError('EVENT_NOT_FOUND', code);
  const bundleSize = printBundleSizeOf(event.addOns);
  const packageOrder = event.orderId && bundleSize !== undefined ? await getOrderItem(event.orderId) : undefined;
  if (bundleSize === undefined || !packageOrder || packageOrder.eventCode !== event.code) throw domainError('PRINT_BUNDLE_NOT_INCLUDED', code);
  return { event, packageOrder, bundleSize };
};

/** A package being refunded (cancelled, its refund on the way) or refunded no longer includes prints to choose. */
const refuseUnpaidBundle = (b: Bundle): void => {
  if (b.packageOrder.status !== 'completed') throw domainError('PRINT_BUNDLE_NOT_INCLUDED', `${b.packageOrder.id} is ${b.packageOrder.status}`);
};

const photoView = async (p: PhotoItem, at: Date): Promise<PrintSelectionPhoto> => ({
  id: p.id,
  thumbnailUrl: await presignGet(p.eventCode, p.id, 'thumbnail', at),
  uploaderName: p.uploaderName,
  uploadedAt: p.uploadedAt,
  votes: totalVotes(p),
});

const viewOf = async (b: Bundle, printOrder: OrderItem | undefined): Promise<PrintSelectionView> => {
  const at = now();
  const photos = byVotesThenNewest(await eventPhotos(b.event.code));
  const address = printOrder ? shippingAddressOf(printOrder) : shippingAddressOf(b.packageOrder);
  const state = printOrder ? 'chosen' : b.event.status === 'completed' ? 'open' : 'waiting';
  return {
    state,
    eventCode: b.event.code,
    eventTitle: b.event.title,
    bundleSize: b.bundleSize,
    printSize: PACKAGE_PRINT_SIZE,
    photos: await Promise.all(photos.map((p) => photoView(p, at))),
    selectedPhotoIds: printOrder ? (printOrder.photoIds ?? []) : defaultChoice(photos, b.bundleSize),
    ...(address ? { address } : {}),
    ...(printOrder ? { printOrderNumber: printOrder.orderNumber } : {}),
  };
};

/** GET …/print-selection: what the organizer is asked (or what they chose). The caller's right to the event is checked by the route. */
export const getPrintSelection = async (code: string, known?: EventItem): Promise<PrintSelectionView> => {
  const b = await bundleOf(code, known);
  const printOrder = b.packageOrder.printOrderId ? await getOrderItem(b.packageOrder.printOrderId) : undefined;
  if (!printOrder) refuseUnpaidBundle(b);
  return viewOf(b, printOrder);
};

/** The prints order a package's bundle becomes: zero amount (paid with the package), processing at once, staff ship it. */
const printOrderOf = (b: Bundle, photoIds: string[], address: ShippingAddress, at: Date): Omit<OrderItem, 'orderNumber'> => {
  const iso = at.toISOString();
  const id = ulid(at.getTime());
  const pkg = b.packageOrder;
  const lineId = `print_bundle_${b.bundleSize}`;
  return {
    ...orderKeys.order(id),
    entity: 'order',
    id,
    orderType: 'post_event',
    productType: 'prints_bundle',
    status: 'processing',
    eventTitle: b.event.title,
    eventCode: b.event.code,
    eventId: b.event.id,
    customerInfo: { name: pkg.customerInfo.name, email: pkg.customerInfo.email, address },
    selection: { kind: 'prints_bundle', photos: b.bundleSize, printSize: PACKAGE_PRINT_SIZE, includedInPackage: pkg.id },
    photoIds,
    packageOrderId: pkg.id,
    lines: [{ id: lineId, label: `${bundleLabel(b.bundleSize as 25 | 50, PACKAGE_PRINT_SIZE)} (included in package ${pkg.orderNumber})`, amount: 0 }],
    subtotalAmount: 0,
    shippingCost: 0,
    totalAmount: 0,
    currency: pkg.currency,
    country: pkg.country,
    ronTotal: 0,
    ronRateDate: pkg.ronRateDate,
    ...(pkg.locale ? { locale: pkg.locale } : {}),
    // Nobody pays or cancels it with a token: a fresh one whose value is thrown away keeps the item's shape.
    accessTokenHash: newAccessToken().hash,
    paidAt: iso,
    createdAt: iso,
    updatedAt: iso,
    statusSince: iso,
    version: 1,
    ...customerIndexOf(pkg.customerInfo.email, iso, id),
    GSI1PK: statusBucket('processing'),
    GSI1SK: listSortKey(iso, id),
    GSI4PK: orderKeys.allOrders,
    GSI4SK: listSortKey(iso, id),
  };
};

/**
 * POST …/print-selection (issue #28.3): the photos and the address of a package's print bundle become a
 * prints order for staff, in one transaction: the package order records it (conditional: once per package),
 * the event is checked ended and still linked to that package, the prints order is stored processing (its
 * number's conditional put, its first history entry, the totals). No payment: the package paid for it.
 */
export const confirmPrintSelection = async (
  code: string,
  input: { photoIds: string[]; address: ShippingAddress },
  known?: EventItem,
  generateNumber: (at: Date) => string = randomOrderNumber,
): Promise<PrintSelectionView> => {
  const b = await bundleOf(code, known);
  if (b.packageOrder.printOrderId) throw domainError('PRINT_SELECTION_DONE', `${b.packageOrder.id} → ${b.packageOrder.printOrderId}`);
  refuseUnpaidBundle(b);
  if (b.event.status !== 'completed') throw domainError('PRINT_SELECTION_BEFORE_END', `${code} is ${b.event.status}`);
  if (input.photoIds.length > b.bundleSize) throw domainError('PRINT_SELECTION_TOO_MANY', `${input.photoIds.length} > ${b.bundleSize}`);
  try {
    await refuseForeignPhotos(code, input.photoIds);
  } catch {
    throw domainError('PRINT_SELECTION_PHOTOS_INVALID', `${code}: foreign or deleted photos chosen`);
  }
  const at = now();
  const base = printOrderOf(b, input.photoIds, input.address, at);
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const order: OrderItem = { ...base, orderNumber: generateNumber(at) };
    const tx = namedTransaction({
      pkg: {
        Update: {
          TableName: tableName(),
          Key: orderKeys.order(b.packageOrder.id),
          UpdateExpression: 'SET printOrderId = :id',
          ConditionExpression: 'attribute_not_exists(printOrderId) AND eventCode = :code AND #status = :linked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':id': order.id, ':code': code, ':linked': 'completed' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      event: {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.event(code),
          ConditionExpression: '#status = :ended AND orderId = :pkg',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':ended': 'completed', ':pkg': b.packageOrder.id },
        },
      },
      number: { Put: { TableName: tableName(), Item: orderNumberItem(order.orderNumber, order.id), ConditionExpression: 'attribute_not_exists(PK)' } },
      order: { Put: { TableName: tableName(), Item: order, ConditionExpression: 'attribute_not_exists(PK)' } },
      history: {
        Put: {
          TableName: tableName(),
          Item: historyItem(order.id, ulid(at.getTime()), { from: null, to: 'processing', reason: PRINT_SELECTION_REASON, actor: 'customer', at: order.createdAt, metadata: { packageOrder: b.packageOrder.orderNumber } }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      totals: {
        Update: {
          TableName: tableName(),
          Key: orderKeys.totals,
          UpdateExpression: 'ADD #processing :one, ordersCreated :one',
          ExpressionAttributeNames: { '#processing': statusCounter('processing') },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    });
    try {
      await withConflictRetry(() => ddb.send(new TransactWriteCommand({ TransactItems: tx.items })));
    } catch (e) {
      const why = tx.reasons(e);
      if (why?.pkg?.failed) {
        if (why.pkg.item?.printOrderId === undefined) throw domainError('PRINT_BUNDLE_NOT_INCLUDED', `${b.packageOrder.id} is ${String(why.pkg.item?.status)}`);
        throw domainError('PRINT_SELECTION_DONE', `${b.packageOrder.id}: chosen concurrently`);
      }
      if (why?.event?.failed) throw domainError('PRINT_SELECTION_BEFORE_END', `${code}: not ended or relinked`);
      if (why?.number?.failed) continue;
      throw e;
    }
    // Retention must not delete what is yet to be printed (as a bought archive keeps them).
    await keepEventPhotos(code);
    return viewOf({ ...b, packageOrder: { ...b.packageOrder, printOrderId: order.id } }, order);
  }
  throw domainError('CODE_GENERATION_FAILED', `${ORDER_NUMBER_ATTEMPTS} order numbers taken in a row`);
};
