import { COMBO_PRINTS, PRINT_SIZES, type ComboId, type PrintSize } from '../../../../shared/pricing/post-event.js';
import type { StaffOrderDetails } from '../../../../shared/schemas/staff-orders.js';
import type { OrderItem } from '../../data/order-item.js';
import { shipsPrints } from '../orders/complete-order.js';
import { presignGet } from '../photos/photo-urls.js';

type StaffPrints = NonNullable<StaffOrderDetails['order']['prints']>;

const isPrintSize = (v: unknown): v is PrintSize => typeof v === 'string' && (PRINT_SIZES as readonly string[]).includes(v);

/** How many prints and at what size, from the priced selection: a bundle's own, a combo's 10×15 bundle. */
const bundleOf = (o: OrderItem): { bundleSize: number; printSize: PrintSize } => {
  const sel = o.selection;
  if (sel.kind === 'combo') return { bundleSize: COMBO_PRINTS[sel.combo as ComboId] ?? o.photoIds?.length ?? 0, printSize: '10x15' };
  return { bundleSize: typeof sel.photos === 'number' ? sel.photos : (o.photoIds?.length ?? 0), printSize: isPrintSize(sel.printSize) ? sel.printSize : '10x15' };
};

/** The staff's prints part of an order (issue #28.4): bundle, size and the chosen photos' thumbnails (presigned locally, no reads). */
export const staffPrintsOf = async (o: OrderItem, at: Date): Promise<StaffPrints | undefined> => {
  if (!shipsPrints(o.productType)) return undefined;
  const code = o.eventCode;
  const photos = code ? await Promise.all((o.photoIds ?? []).map(async (id) => ({ id, thumbnailUrl: await presignGet(code, id, 'thumbnail', at) }))) : [];
  return { ...bundleOf(o), photos, ...(o.packageOrderId ? { packageOrderId: o.packageOrderId } : {}) };
};
