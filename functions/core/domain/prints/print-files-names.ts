import { ARCHIVE_OBJECT_PREFIX } from '../../../../shared/constants.js';
import { safeSegment } from '../archive/archive-names.js';

/**
 * Where a prints order's print files live: beside the raw archives (archives/), one key per order with a
 * suffix of its own, so a combo's raw archive (archives/<code>/<orderId>.zip) and its print files never meet.
 */
export const printFilesObjectKey = (eventCode: string, orderId: string): string => `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}-prints.zip`;

/** The download's name: the order number staff work by (`CND-…-prints.zip`). */
export const printFilesName = (orderNumber: string): string => `${safeSegment(orderNumber, 'order')}-prints.zip`;

/** One print per file, in the order chosen (`001 7k3m9x2q.jpg`): the photo id's random tail tells them apart. */
export const printEntryName = (index: number, photoId: string): string => `${String(index + 1).padStart(3, '0')} ${photoId.slice(-8).toLowerCase()}.jpg`;
