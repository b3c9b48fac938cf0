import { ARCHIVE_OBJECT_PREFIX } from '../../../../shared/constants.js';

/**
 * Where an order's archive lives: one key per order, so a retry or a rebuild overwrites the same object.
 * Its own module: the payment routes that request a build must not bundle the builder (yazl, lib-storage).
 */
export const archiveObjectKey = (eventCode: string, orderId: string): string => `${ARCHIVE_OBJECT_PREFIX}${eventCode}/${orderId}.zip`;
