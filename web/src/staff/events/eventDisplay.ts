import type { StaffEvent } from '../../../../shared/schemas/staff-events';
import type { Formatters } from '../../i18n/format';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';

/** Spec: active 'Active', completed 'Completed', anything else 'Waiting' (the catalogue's eventStatus by this key). */
export const statusKey = (status: StaffEvent['status']): 'active' | 'completed' | 'waiting' =>
  status === 'active' ? 'active' : status === 'completed' ? 'completed' : 'waiting';

export const statusPillClass = (status: StaffEvent['status']): string =>
  status === 'active' ? 'status-pill status-pill--active' : status === 'completed' ? 'status-pill status-pill--other' : 'status-pill status-pill--waiting';

/** Copy Link and End are offered only for events that have not ended (spec: active or waiting). */
export const isOpenEvent = (e: Pick<StaffEvent, 'status'>): boolean => e.status !== 'completed';

/** Spec: storage in MB, one decimal (bytes / 1024 / 1024). */
export const storageMb = (bytes: number, f: Formatters): string => `${f.number(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

export const shortDate = (iso: string, f: Formatters): string => f.date(iso, { year: 'numeric', month: 'short', day: 'numeric' });

/** Spec: the join link is the site's origin + ?code={event_code}. */
export const joinLink = (code: string): string => `${publicSiteOrigin(window.location, configuredSiteUrl())}/?code=${encodeURIComponent(code)}`;
