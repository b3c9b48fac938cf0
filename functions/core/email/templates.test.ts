import { describe, expect, it } from 'vitest';
import type { OrderEmailOrder, OrderEmailTemplate } from './templates.js';
import { escapeHtml, formatMoney as formatMoneyIntl, orderLink, renderOrderEmail } from './templates.js';

const order: OrderEmailOrder = {
  id: '01JORDER',
  orderNumber: 'CND-261124-ABCDEFGH',
  customer: { name: 'Ana <script>alert(1)</script> & "Ion"', email: 'ana@example.com' },
  productType: 'event_package',
  orderType: 'pre_event',
  eventTitle: "Ana & Ion's <b>wedding</b>",
  total: 12345,
  currency: 'EUR',
};
const SITE = 'https://candid.example';
const TEMPLATES: OrderEmailTemplate[] = ['order-received', 'payment-confirmed', 'order-cancelled', 'order-refunded', 'archive-ready', 'order-shipped'];

describe('order e-mail templates', () => {
  it.each(TEMPLATES)('%s: text and HTML carry the number, product, amount, name and the link with the token', (template) => {
    const mail = renderOrderEmail(template, order, SITE, 'tok/en+1');
    const link = 'https://candid.example/order/CND-261124-ABCDEFGH?k=tok%2Fen%2B1';
    expect(mail.subject).toContain(order.orderNumber);
    for (const part of [order.orderNumber, 'Event package', '€123.45', link]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`Hello ${order.customer.name},`);
  });

  it('archive-ready carries the download link and the day it stops working; other templates never do', () => {
    const withLink = { ...order, productType: 'raw_archive', downloadUrl: 'https://candid.example/api/downloads/abc_DEF-1', downloadExpiresAt: '2027-11-24T13:00:00.000Z' };
    const mail = renderOrderEmail('archive-ready', withLink, SITE);
    expect(mail.subject).toBe('Your photos are ready to download (CND-261124-ABCDEFGH)');
    expect(mail.text).toContain('Download your photos: https://candid.example/api/downloads/abc_DEF-1');
    expect(mail.text).toContain('Link valid until: 24 November 2027');
    expect(mail.html).toContain('href="https://candid.example/api/downloads/abc_DEF-1"');
    expect(renderOrderEmail('payment-confirmed', withLink, SITE).text).not.toContain('/api/downloads/');
  });

  it('order-shipped carries the tracking number (escaped) and the delivery time; other templates never show a tracking number', () => {
    const shipped = { ...order, productType: 'prints_bundle', orderType: 'post_event', trackingNumber: 'RO<123>&"45"' };
    const mail = renderOrderEmail('order-shipped', shipped, SITE, 'tok');
    expect(mail.subject).toBe('Your prints have shipped (CND-261124-ABCDEFGH)');
    expect(mail.text).toContain('Tracking number: RO<123>&"45"');
    expect(mail.text).toContain('Delivery takes 5-10 business days.');
    expect(mail.text).toContain('View your order: https://candid.example/order/CND-261124-ABCDEFGH?k=tok');
    expect(mail.html).toContain('RO&lt;123&gt;&amp;&quot;45&quot;');
    expect(mail.html).not.toContain('RO<123>');
    expect(mail.html).toContain('5-10 business days');
    expect(renderOrderEmail('order-shipped', shipped, SITE).text).toContain('View your order: https://candid.example/order/CND-261124-ABCDEFGH\n');
    expect(renderOrderEmail('payment-confirmed', shipped, SITE).text).not.toContain('Tracking number');
  });

  it('escapes every interpolated value in the HTML', () => {
    const { html } = renderOrderEmail('payment-confirmed', order, SITE, 'a"b<c');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>wedding');
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ion&quot;');
    expect(html).toContain('Ana &amp; Ion&#39;s &lt;b&gt;wedding&lt;/b&gt;');
    expect(html).toContain('href="https://candid.example/order/CND-261124-ABCDEFGH?k=a%22b%3Cc"');
  });

  it('without a token the link is the public order page', () => {
    expect(orderLink(`${SITE}/`, 'CND-1')).toBe('https://candid.example/order/CND-1');
    expect(renderOrderEmail('order-received', order, SITE).text).toContain('https://candid.example/order/CND-261124-ABCDEFGH\n');
  });

  it('formats money in the order currency from minor units', () => {
    // Intl puts a no-break space between a code and the number.
    const formatMoney = (minor: number, currency: string): string => formatMoneyIntl(minor, currency).replace(/\u00a0/g, ' ');
    expect(formatMoney(9900, 'RON')).toBe('RON 99.00');
    expect(formatMoney(12345, 'eur')).toBe('€123.45');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(150000, 'USD')).toBe('US$1,500.00');
    expect(formatMoney(4250, 'CHF')).toBe('CHF 42.50');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
