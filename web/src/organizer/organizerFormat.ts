import type { EventStatus } from '../../../shared/constants';
import { formatAmountWithCode, formatOrderDate } from '../model/orders/orderFormat';

/** Money on the organizer dashboard is RON (commerce spec section 1), from RON minor units. */
export const formatRon = (minor: number): string => formatAmountWithCode(minor, 'RON');

export const formatDate = formatOrderDate;

/** The overview's status icon (decorative: the status word is next to it). */
export const EVENT_STATUS_GLYPH: Record<EventStatus, string> = { waiting: '⏳', active: '●', completed: '✓' };
