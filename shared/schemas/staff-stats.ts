import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../orders/order-status.js';
import { ACTIVITY_KINDS } from '../staff-activity.js';

/**
 * The staff Overview and Analytics figures (commerce spec: Admin dashboard, section 3 "Dashboard stats";
 * DESIGN 15 "Staff figures are real"). Money is RON in minor units (bani, integers): every order stores its
 * RON equivalent when created, so nothing converts at read time. Days are UTC calendar days.
 */

/** The Analytics period buttons: 7, 30, 90 days and 1 year. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export { ACTIVITY_KINDS, ACTIVITY_TTL_DAYS, RECENT_ACTIVITY_LIMIT, type ActivityKind } from '../staff-activity.js';

/** One notable change, written by the table-stream consumer (functions/streams/stats.ts). */
export const activityEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** Orders: the order number; events: the event code. */
  ref: z.string(),
  /** Orders: the event title of the order; events: the event's title. */
  title: z.string(),
  from: z.optional(z.enum(ORDER_STATUSES)),
  to: z.optional(z.enum(ORDER_STATUSES)),
  /** Orders: the order's RON equivalent (minor units). */
  amountRon: z.optional(z.int()),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const dashboardStatsSchema = z.object({
  totalEvents: z.int(),
  activeEvents: z.int(),
  totalOrders: z.int(),
  pendingOrders: z.int(),
  /** RON minor units: revenue of paid orders minus refunds, all time. */
  totalRevenue: z.int(),
  /** RON minor units: the same for this UTC calendar month (from the daily rollups). */
  monthlyRevenue: z.int(),
  /** Every kept photo, hidden ones included (as Events, the event detail and the Photos tab count them). */
  totalPhotos: z.int(),
  /** How many of them the creators hid. */
  hiddenPhotos: z.int(),
  /** Bytes of every stored photo file (polaroid + raw + thumbnail). */
  storageUsed: z.int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardStatsResponseSchema = z.object({
  stats: dashboardStatsSchema,
  /** Latest first, at most RECENT_ACTIVITY_LIMIT, none older than ACTIVITY_TTL_DAYS. */
  recentActivity: z.array(activityEntrySchema),
});
export type DashboardStatsResponse = z.infer<typeof dashboardStatsResponseSchema>;

export const analyticsQuerySchema = z.object({
  days: z._default(
    z.pipe(
      z.enum(['7', '30', '90', '365']),
      z.transform((v: '7' | '30' | '90' | '365') => Number(v) as AnalyticsPeriod),
    ),
    30,
  ),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const statusCountsShape = Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.int()])) as Record<(typeof ORDER_STATUSES)[number], z.ZodMiniNumberFormat>;
export const orderStatusCountsSchema = z.object(statusCountsShape);
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/** The figures of one period (the chosen one, or the one just before it). */
export const periodFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** RON minor units: paid in the period minus refunded in the period. */
  revenue: z.int(),
  ordersCreated: z.int(),
  /** Orders that reached each status in the period (pending = created). */
  ordersReached: orderStatusCountsSchema,
  eventsCreated: z.int(),
  /** Photos uploaded in the period (history: a later removal does not take them back). */
  photos: z.int(),
  newCustomers: z.int(),
  /** E-mails whose second order was placed in the period (a returning customer has more than one order). */
  returningCustomers: z.int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const dailyRowSchema = z.object({
  date: z.string(),
  revenue: z.int(),
  ordersCreated: z.int(),
  eventsCreated: z.int(),
  photos: z.int(),
});
export type DailyRow = z.infer<typeof dailyRowSchema>;

export const analyticsResponseSchema = z.object({
  days: z.int(),
  /** RON minor units, all time (the orders totals). */
  totalRevenue: z.int(),
  period: periodFiguresSchema,
  previous: periodFiguresSchema,
  /** RON minor units: period revenue / period days (the spec's "monthly / 30", for any period). */
  dailyAverage: z.int(),
  /** Photos per event created in the period, one decimal; null when no event was created. */
  photosPerEvent: z.nullable(z.number()),
  /** Percent against the previous period, one decimal; null when the previous period had 0. */
  growth: z.object({ revenue: z.nullable(z.number()), orders: z.nullable(z.number()), events: z.nullable(z.number()) }),
  /** One row per day of the period, oldest first, zero-filled. */
  series: z.array(dailyRowSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
