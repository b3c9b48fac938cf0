/**
 * The spec's analytics event "order_status_change" (sections 4 and 7), sent only when the page has a browser
 * analytics function: Google's gtag, else a tag manager's dataLayer. Candid itself loads neither.
 */
export interface OrderStatusChange {
  orderId: string;
  orderNumber: string;
  orderType: string;
  from: string;
  to: string;
  reason: string;
  /** Minor units of `currency`. */
  total: number;
  currency: string;
}

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

interface AnalyticsWindow {
  gtag?: Gtag;
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown };
}

/** true when an analytics function took the event. Never throws: analytics must not break the page. */
export function sendOrderStatusChange(change: OrderStatusChange, target: AnalyticsWindow = window as unknown as AnalyticsWindow): boolean {
  const params: Record<string, unknown> = { ...change };
  try {
    if (typeof target.gtag === 'function') {
      target.gtag('event', 'order_status_change', params);
      return true;
    }
    if (target.dataLayer && typeof target.dataLayer.push === 'function') {
      target.dataLayer.push({ event: 'order_status_change', ...params });
      return true;
    }
  } catch {
    // A broken analytics script is not the buyer's problem.
  }
  return false;
}
