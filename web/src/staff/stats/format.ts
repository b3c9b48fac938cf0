import type { ActivityEntry } from '../../../../shared/schemas/staff-stats';

/** RON minor units → whole RON, rounded (spec: "total revenue in RON (rounded)"). */
export const formatRon = (minor: number): string => `${Math.round(minor / 100).toLocaleString('en-US')} RON`;

/** RON minor units → RON with two decimals (CSV, precise figures). */
export const ronDecimal = (minor: number): string => (minor / 100).toFixed(2);

/** Spec section 9: storage GB = bytes / 1024³, one decimal. */
export const formatGb = (bytes: number): string => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** Growth against the previous period: '+15.2%', '−3.0%', or 'n/a' when the previous period had nothing. */
export const formatGrowth = (percent: number | null): string =>
  percent === null ? 'n/a' : `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(1)}%`;

const STATUS_LABEL: Record<string, string> = { pending: 'Pending', processing: 'Processing', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };

/** One line of the recent-activity list. */
export const activityText = (a: ActivityEntry): string => {
  switch (a.kind) {
    case 'order-created':
      return `New order ${a.ref} for "${a.title}" (${formatRon(a.amountRon ?? 0)})`;
    case 'order-status':
      return `Order ${a.ref}: ${STATUS_LABEL[a.from ?? ''] ?? a.from ?? '?'} → ${STATUS_LABEL[a.to ?? ''] ?? a.to ?? '?'}`;
    case 'event-created':
      return `Event "${a.title}" (${a.ref}) created`;
    case 'event-started':
      return `Event "${a.title}" (${a.ref}) started`;
    case 'event-ended':
      return `Event "${a.title}" (${a.ref}) ended`;
  }
};

/** A short local time for the activity list ("24 Nov, 14:05"). */
export const activityTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
