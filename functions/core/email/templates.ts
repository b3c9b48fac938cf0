import { DEFAULT_SUPPORT_EMAIL } from '../../../shared/support.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locale.js';
import { orderLabel, type OrderLabelInput, type OrderLabelWords } from '../../../shared/orders/order-label.js';
import { emailIntlTag, emailTexts } from './texts/index.js';

/**
 * Order e-mail texts (DESIGN section 15): plain text plus simple inline-styled HTML. Every interpolated value
 * is HTML-escaped; the order link opens the full order view: with the access token (`?k=`) when the caller
 * knows it (the token is never stored in clear, so only the request that has it can add it), else with a
 * view key for this order only (`?v=`, functions/core/auth/order-view-key.ts).
 * Written in the order's language (its `locale`, English when absent): texts from ./texts, money and dates by Intl.
 */
export type OrderEmailTemplate = 'order-received' | 'payment-confirmed' | 'payment-failed' | 'order-cancelled' | 'order-refunded' | 'archive-ready' | 'order-shipped' | 'prints-choose';

/** What the templates read of an order: narrow, so the orders entity satisfies it structurally. */
export interface OrderEmailOrder {
  id: string;
  orderNumber: string;
  customer: { name: string; email: string };
  productType: string;
  orderType: string;
  /** The priced lines (their ids name the package and add-ons: shared/orders/order-label.ts). */
  lines?: OrderLabelInput['lines'];
  eventTitle?: string | undefined;
  /** Minor units of `currency`. */
  total: number;
  currency: string;
  /** The raw archive's download link (archive-ready) and until when it works. */
  downloadUrl?: string | undefined;
  downloadExpiresAt?: string | undefined;
  /** A several-part archive's links, part 1 first (absent or one: the one downloadUrl). */
  downloadParts?: readonly string[] | undefined;
  /** The carrier's tracking number of shipped prints (order-shipped). */
  trackingNumber?: string | undefined;
  /** The language the order was placed in; its e-mails are written in it (English when absent). */
  locale?: Locale | undefined;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The e-mail catalogue's words for shared/orders orderLabel (the one label of screens, e-mails and staff). */
const labelWords = (locale: Locale): OrderLabelWords => {
  const p = emailTexts(locale).products;
  return {
    eventPackage: p.eventPackage,
    packageName: (size, type, attendees) => p.packageName(p.sizes[size], p.eventTypes[type], attendees),
    addOns: p.addOns,
    rawArchive: p.rawArchive,
    bundle: () => p.printsBundle,
    combo: () => p.combo,
    galleryExtension: (days) => p.galleryExtensionDays(days),
    // An order without lines (none is stored so) by its product type; one this code does not know, readable as is.
    other: (productType) =>
      ({ prints_bundle: p.printsBundle, combo: p.combo, gallery_extension: p.galleryExtension })[productType] ??
      productType.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  };
};

/** What the order is, in the e-mail's language: "Event package · Medium (personal) + Print bundle (25)". */
export const productLabel = (order: Pick<OrderEmailOrder, 'orderType' | 'productType' | 'lines'>, locale: Locale = DEFAULT_LOCALE): string =>
  orderLabel(order, labelWords(locale));

/** All five currencies have two decimals (DESIGN section 15), so minor / 100 is exact in display. */
export const formatMoney = (minor: number, currency: string, locale: Locale = DEFAULT_LOCALE): string =>
  new Intl.NumberFormat(emailIntlTag(locale), { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** The sender's name, the same in every language. */
export const BRAND = 'Candid';

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "Questions? Write to us at <a href=mailto:…>…</a>." in HTML: the sentence escaped, the address a link. */
export const supportLine = (help: (email: string) => string, email: string): string => {
  const [before = '', after = ''] = help('\u0000').split('\u0000');
  return `${escapeHtml(before)}<a href="mailto:${escapeHtml(email)}" style="color:#1c1917">${escapeHtml(email)}</a>${escapeHtml(after)}`;
};

/** What opens the full order: its access token (`k`, which may also cancel) or a view key (`v`, view only). */
export type OrderKey = { accessToken: string } | { viewKey: string };

/** `{siteUrl}/order/{orderNumber}?k={accessToken}` or `?v={viewKey}`; without either, the public order page. */
export const orderLink = (siteUrl: string, orderNumber: string, key?: OrderKey): string => {
  const base = `${siteUrl.replace(/\/+$/, '')}/order/${encodeURIComponent(orderNumber)}`;
  if (!key) return base;
  return 'accessToken' in key ? `${base}?k=${encodeURIComponent(key.accessToken)}` : `${base}?v=${encodeURIComponent(key.viewKey)}`;
};

/** `12 June 2027` / `12 iunie 2027` (UTC): the day a download link stops working. */
const formatDay = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(emailIntlTag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

export const renderOrderEmail = (template: OrderEmailTemplate, order: OrderEmailOrder, siteUrl: string, key?: OrderKey, supportEmail = DEFAULT_SUPPORT_EMAIL): RenderedEmail => {
  const locale = order.locale ?? DEFAULT_LOCALE;
  const t = emailTexts(locale);
  const copy = t.templates[template];
  const label = t.order.rows;
  const link = orderLink(siteUrl, order.orderNumber, key);
  const rows: [string, string][] = [
    [label.orderNumber, order.orderNumber],
    [label.product, productLabel(order, locale)],
    ...(order.eventTitle ? ([[label.event, order.eventTitle]] as [string, string][]) : []),
    [label.amount, formatMoney(order.total, order.currency, locale)],
    ...(template === 'archive-ready' && order.downloadExpiresAt ? ([[label.linkValidUntil, formatDay(order.downloadExpiresAt, locale)]] as [string, string][]) : []),
    ...(template === 'order-shipped' && order.trackingNumber ? ([[label.trackingNumber, order.trackingNumber]] as [string, string][]) : []),
  ];
  const download = template === 'archive-ready' ? order.downloadUrl : undefined;
  // A several-part archive: a line saying so, then one link per part ("Download part 2 of 5").
  const parts = template === 'archive-ready' && (order.downloadParts?.length ?? 0) > 1 ? (order.downloadParts ?? []) : [];
  const partLinks = parts.map((url, i) => [t.order.downloadPart(i + 1, parts.length), url] as const);
  const greeting = t.order.greeting(order.customer.name);
  const text = [
    greeting,
    '',
    copy.lead,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(partLinks.length > 0
      ? [t.order.archiveParts(partLinks.length), ...partLinks.map(([label, url]) => `${label}: ${url}`), '']
      : download
        ? [`${t.order.downloadPhotos}: ${download}`, '']
        : []),
    `${t.order.viewOrder}: ${link}`,
    '',
    t.order.help(supportEmail),
    '',
    BRAND,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(copy.heading)}</h1>
<p style="margin:0 0 12px">${e(greeting)}</p>
<p style="margin:0 0 16px">${e(copy.lead)}</p>
<table style="border-collapse:collapse;width:100%;margin:0 0 20px">${rows
    .map(([k, v]) => `<tr><td style="padding:4px 8px 4px 0;color:#78716c">${e(k)}</td><td style="padding:4px 0;font-weight:600">${e(v)}</td></tr>`)
    .join('')}</table>
${
  partLinks.length > 0
    ? `<p style="margin:0 0 12px">${e(t.order.archiveParts(partLinks.length))}</p>\n${partLinks.map(([label, url]) => `<p style="margin:0 0 8px"><a href="${e(url)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">${e(label)}</a></p>\n`).join('')}`
    : download
      ? `<p style="margin:0 0 12px"><a href="${e(download)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">${e(t.order.downloadPhotos)}</a></p>\n`
      : ''
}<p style="margin:0 0 20px"><a href="${e(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px">${e(t.order.viewOrder)}</a></p>
<p style="margin:0 0 12px;color:#78716c;font-size:13px">${supportLine(t.order.help, supportEmail)}</p>
<p style="margin:0;color:#78716c;font-size:12px">${BRAND}</p>
</div></body></html>`;
  return { subject: copy.subject(order.orderNumber), text, html };
};
