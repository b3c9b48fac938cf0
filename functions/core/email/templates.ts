/**
 * Order e-mail texts (DESIGN section 15): plain text plus simple inline-styled HTML. Every interpolated value
 * is HTML-escaped; the order link carries the access token (`?k=`) when the caller knows it, so the e-mail
 * opens the full order view (the token is never stored in clear, so only the request that has it can add it).
 */
export type OrderEmailTemplate = 'order-received' | 'payment-confirmed' | 'order-cancelled' | 'order-refunded' | 'archive-ready' | 'order-shipped';

/** What the templates read of an order: narrow, so the orders entity satisfies it structurally. */
export interface OrderEmailOrder {
  id: string;
  orderNumber: string;
  customer: { name: string; email: string };
  productType: string;
  orderType: string;
  eventTitle?: string | undefined;
  /** Minor units of `currency`. */
  total: number;
  currency: string;
  /** The raw archive's download link (archive-ready) and until when it works. */
  downloadUrl?: string | undefined;
  downloadExpiresAt?: string | undefined;
  /** The carrier's tracking number of shipped prints (order-shipped). */
  trackingNumber?: string | undefined;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT_LABELS: Record<string, string> = {
  event_package: 'Event package',
  raw_archive: 'Raw photo archive',
  prints_bundle: 'Prints bundle',
  combo: 'Archive and prints combo',
  gallery_extension: 'Gallery extension',
};

export const productLabel = (productType: string): string => PRODUCT_LABELS[productType] ?? productType.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** All five currencies have two decimals (DESIGN section 15), so minor / 100 is exact in display. */
export const formatMoney = (minor: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `{siteUrl}/order/{orderNumber}?k={accessToken}`; without the token, the public order page. */
export const orderLink = (siteUrl: string, orderNumber: string, accessToken?: string): string => {
  const base = `${siteUrl.replace(/\/+$/, '')}/order/${encodeURIComponent(orderNumber)}`;
  return accessToken ? `${base}?k=${encodeURIComponent(accessToken)}` : base;
};

interface Copy {
  subject: (o: OrderEmailOrder) => string;
  heading: string;
  lead: string;
}

const COPY: Record<OrderEmailTemplate, Copy> = {
  'order-received': {
    subject: (o) => `We received your order ${o.orderNumber}`,
    heading: 'Thank you for your order',
    lead: 'We have received your order. It will be processed as soon as the payment is confirmed.',
  },
  'payment-confirmed': {
    subject: (o) => `Payment confirmed for order ${o.orderNumber}`,
    heading: 'Payment confirmed',
    lead: 'Your payment was received and your order is now being processed.',
  },
  'order-cancelled': {
    subject: (o) => `Order ${o.orderNumber} was cancelled`,
    heading: 'Your order was cancelled',
    lead: 'Your order has been cancelled. If you paid for it, the refund follows in a separate e-mail.',
  },
  'order-refunded': {
    subject: (o) => `Order ${o.orderNumber} was refunded`,
    heading: 'Your order was refunded',
    lead: 'Your payment has been refunded to the original payment method. It may take a few days to appear.',
  },
  'archive-ready': {
    subject: (o) => `Your photos are ready to download (${o.orderNumber})`,
    heading: 'Your photo archive is ready',
    lead: 'Every photo of your event, in high resolution, is ready to download as one ZIP file. The link works for 1 year and as often as you like.',
  },
  'order-shipped': {
    subject: (o) => `Your prints have shipped (${o.orderNumber})`,
    heading: 'Your prints are on their way',
    lead: 'Your prints have been shipped. Delivery takes 5-10 business days. You can follow the parcel with the tracking number below.',
  },
};

/** `12 June 2027` (UTC): the day a download link stops working. */
const formatDay = (iso: string): string => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

export const renderOrderEmail = (template: OrderEmailTemplate, order: OrderEmailOrder, siteUrl: string, accessToken?: string): RenderedEmail => {
  const copy = COPY[template];
  const link = orderLink(siteUrl, order.orderNumber, accessToken);
  const rows: [string, string][] = [
    ['Order number', order.orderNumber],
    ['Product', productLabel(order.productType)],
    ...(order.eventTitle ? ([['Event', order.eventTitle]] as [string, string][]) : []),
    ['Amount', formatMoney(order.total, order.currency)],
    ...(template === 'archive-ready' && order.downloadExpiresAt ? ([['Link valid until', formatDay(order.downloadExpiresAt)]] as [string, string][]) : []),
    ...(template === 'order-shipped' && order.trackingNumber ? ([['Tracking number', order.trackingNumber]] as [string, string][]) : []),
  ];
  const download = template === 'archive-ready' ? order.downloadUrl : undefined;
  const greeting = `Hello ${order.customer.name},`;
  const text = [greeting, '', copy.lead, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', ...(download ? [`Download your photos: ${download}`, ''] : []), `View your order: ${link}`, '', 'Candid'].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(copy.heading)}</h1>
<p style="margin:0 0 12px">${e(greeting)}</p>
<p style="margin:0 0 16px">${e(copy.lead)}</p>
<table style="border-collapse:collapse;width:100%;margin:0 0 20px">${rows
    .map(([k, v]) => `<tr><td style="padding:4px 8px 4px 0;color:#78716c">${e(k)}</td><td style="padding:4px 0;font-weight:600">${e(v)}</td></tr>`)
    .join('')}</table>
${download ? `<p style="margin:0 0 12px"><a href="${e(download)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">Download your photos</a></p>\n` : ''}<p style="margin:0 0 20px"><a href="${e(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">View your order</a></p>
<p style="margin:0;color:#78716c;font-size:12px">Candid</p>
</div></body></html>`;
  return { subject: copy.subject(order), text, html };
};
