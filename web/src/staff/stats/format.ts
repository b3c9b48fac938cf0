import type { ActivityEntry } from '../../../../shared/schemas/staff-stats';
import type { AreaTexts } from '../../i18n/areas';
import type { Formatters } from '../../i18n/format';

type StaffTexts = AreaTexts['staff'];

const WHOLE = { minimumFractionDigits: 0, maximumFractionDigits: 0 } as const;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * RON minor units → whole RON, rounded (spec: "total revenue in RON (rounded)"), through Intl: Romanian
 * "1.235 RON". English keeps the code after the figure ("1,235 RON"), as these screens have always shown it
 * (Intl's English would write "RON 1,235").
 */
export const formatRon = (minor: number, f: Formatters): string => {
  const whole = Math.round(minor / 100);
  return f.locale === 'en' ? `${f.number(whole)} RON` : f.money(whole * 100, 'RON', WHOLE);
};

/** RON minor units → RON with two decimals (CSV, precise figures: machine-read, never localized). */
export const ronDecimal = (minor: number): string => (minor / 100).toFixed(2);

/** Spec section 9: storage GB = bytes / 1024³, one decimal. */
export const formatGb = (bytes: number, f: Formatters): string => `${f.number(bytes / 1024 ** 3, ONE_DECIMAL)} GB`;

export const formatCount = (n: number, f: Formatters): string => f.number(n);

/** A photo figure as every staff screen shows it (issue 29.3): every kept photo, and how many are hidden. */
export const formatPhotoCount = (photos: number, hidden: number, f: Formatters, t: StaffTexts): string =>
  hidden > 0 ? `${f.number(photos)} (${t.common.hiddenOf(f.number(hidden))})` : f.number(photos);

/** Growth against the previous period: '+15.2%', '−3.0%', or 'n/a' when the previous period had nothing. */
export const formatGrowth = (percent: number | null, f: Formatters, t: StaffTexts): string =>
  percent === null ? t.analytics.notAvailable : `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${f.number(Math.abs(percent), ONE_DECIMAL)}%`;

const statusOf = (t: StaffTexts, status: string | undefined): string =>
  (status && (t.orderStatus as Record<string, string>)[status]) ?? status ?? '?';

/** One line of the recent-activity list. */
export const activityText = (a: ActivityEntry, t: StaffTexts, f: Formatters): string => {
  switch (a.kind) {
    case 'order-created':
      return t.activity.orderCreated(a.ref, a.title, formatRon(a.amountRon ?? 0, f));
    case 'order-status':
      return t.activity.orderStatus(a.ref, statusOf(t, a.from), statusOf(t, a.to));
    case 'event-created':
      return t.activity.eventCreated(a.title, a.ref);
    case 'event-started':
      return t.activity.eventStarted(a.title, a.ref);
    case 'event-ended':
      return t.activity.eventEnded(a.title, a.ref);
  }
};

/** A short local time for the activity list ("Nov 24, 2:05 PM", "24 nov., 14:05"). */
export const activityTime = (iso: string, f: Formatters): string => f.date(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
