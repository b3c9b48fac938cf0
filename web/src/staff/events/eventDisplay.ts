import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';

/** Spec: active 'Active', completed 'Completed', anything else 'Waiting'. */
export const statusLabel = (status: StaffEvent['status']): 'Active' | 'Completed' | 'Waiting' =>
  status === 'active' ? 'Active' : status === 'completed' ? 'Completed' : 'Waiting';

export const statusPillClass = (status: StaffEvent['status']): string =>
  status === 'active' ? 'status-pill status-pill--active' : status === 'completed' ? 'status-pill status-pill--other' : 'status-pill status-pill--waiting';

/** Copy Link and End are offered only for events that have not ended (spec: active or waiting). */
export const isOpenEvent = (e: Pick<StaffEvent, 'status'>): boolean => e.status !== 'completed';

/** Spec: storage in MB, one decimal (bytes / 1024 / 1024). */
export const storageMb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const shortDate = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const EVENT_TYPE_LABEL = (type: StaffEvent['eventType']): string => type.charAt(0).toUpperCase() + type.slice(1);

/** Spec: the join link is the site's origin + ?code={event_code}. */
export const joinLink = (code: string): string => `${publicSiteOrigin(window.location, configuredSiteUrl())}/?code=${encodeURIComponent(code)}`;
