import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '../../../shared/support.js';
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
const TEMPLATES: OrderEmailTemplate[] = ['order-received', 'payment-confirmed', 'payment-failed', 'order-cancelled', 'order-refunded', 'archive-ready', 'order-shipped', 'prints-choose'];

describe('order e-mail templates', () => {
  it.each(TEMPLATES)('%s: text and HTML carry the number, product, amount, name and the link with the token', (template) => {
    const mail = renderOrderEmail(template, order, SITE, { accessToken: 'tok/en+1' });
    const link = 'https://candid.example/order/CND-261124-ABCDEFGH?k=tok%2Fen%2B1';
    expect(mail.subject).toContain(order.orderNumber);
    for (const part of [order.orderNumber, 'Event package', '€123.45', link]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`Hello ${order.customer.name},`);
  });

  it('every template names the one support address: the configured one, else the default (issue 29.5)', () => {
    for (const template of TEMPLATES) {
      const byDefault = renderOrderEmail(template, order, SITE);
      expect(byDefault.text).toContain(`Questions? Write to us at ${DEFAULT_SUPPORT_EMAIL}.`);
      expect(byDefault.html).toContain(`<a href="mailto:${DEFAULT_SUPPORT_EMAIL}"`);
      const configured = renderOrderEmail(template, { ...order, locale: 'ro' }, SITE, undefined, 'help@nunta.example');
      expect(configured.text).toContain('Întrebări? Scrie-ne la help@nunta.example.');
      expect(configured.html).toContain('>help@nunta.example</a>');
      expect(configured.text).not.toContain(DEFAULT_SUPPORT_EMAIL);
    }
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
    const mail = renderOrderEmail('order-shipped', shipped, SITE, { accessToken: 'tok' });
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
    const { html } = renderOrderEmail('payment-confirmed', order, SITE, { accessToken: 'a"b<c' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>wedding');
    expect(html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ion&quot;');
    expect(html).toContain('Ana &amp; Ion&#39;s &lt;b&gt;wedding&lt;/b&gt;');
    expect(html).toContain('href="https://candid.example/order/CND-261124-ABCDEFGH?k=a%22b%3Cc"');
  });

  it('with a view key (an e-mail sent without the token) the link carries it as v', () => {
    expect(orderLink(SITE, 'CND-1', { viewKey: 'a.b+c.d' })).toBe('https://candid.example/order/CND-1?v=a.b%2Bc.d');
    expect(renderOrderEmail('payment-confirmed', order, SITE, { viewKey: 'h.p.s' }).text).toContain('View your order: https://candid.example/order/CND-261124-ABCDEFGH?v=h.p.s\n');
  });

  it('names an event package for its package and add-ons, not "raw archive" (its productType)', () => {
    const pkg: OrderEmailOrder = {
      ...order,
      productType: 'raw_archive',
      lines: [
        { id: 'package:personal:medium', label: 'Medium event (personal)' },
        { id: 'addon:print_bundle_25', label: 'Print bundle (25 prints)' },
        { id: 'addon:gallery_extension_7', label: 'Gallery extension +7 days' },
      ],
    };
    const mail = renderOrderEmail('payment-confirmed', pkg, SITE);
    expect(mail.text).toContain('Product: Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)\n');
    expect(mail.html).toContain('Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)');
    expect(mail.text).not.toMatch(/raw/i);
    const ro = renderOrderEmail('payment-confirmed', { ...pkg, locale: 'ro' }, SITE);
    expect(ro.text).toContain('Produs: Pachet pentru eveniment · Mediu (personal) + Fotografii printate (25) + Galerie prelungită (7 zile)\n');
    const custom = { ...pkg, lines: [{ id: 'package:digital:custom', label: 'Custom event (digital), 2000 attendees' }] };
    expect(renderOrderEmail('payment-confirmed', custom, SITE).text).toContain('Product: Event package · Custom (digital, 2,000 attendees)\n');
    expect(renderOrderEmail('payment-confirmed', { ...custom, locale: 'ro' }, SITE).text).toContain('Produs: Pachet pentru eveniment · Personalizat (digital, 2.000 de participanți)\n');
  });

  it('the raw archive, prints, combos and a gallery extension read as before, by their lines too', () => {
    const text = (productType: string, id: string): string => renderOrderEmail('payment-confirmed', { ...order, orderType: 'post_event', productType, lines: [{ id, label: 'x' }] }, SITE).text;
    expect(text('raw_archive', 'raw_archive')).toContain('Product: Raw photo archive\n');
    expect(text('prints_bundle', 'prints_bundle:25:10x15')).toContain('Product: Prints bundle\n');
    expect(text('combo', 'combo:basic')).toContain('Product: Archive and prints combo\n');
    expect(text('gallery_extension', 'addon:gallery_extension_30')).toContain('Product: Gallery extension (30 days)\n');
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

describe('order e-mail templates in Romanian (an order placed with locale ro)', () => {
  const ro: OrderEmailOrder = { ...order, customer: { name: 'Ana', email: 'ana@example.com' }, eventTitle: 'Nunta Anei', locale: 'ro' };
  const SUBJECTS: Record<OrderEmailTemplate, string> = {
    'order-received': 'Am primit comanda ta CND-261124-ABCDEFGH',
    'payment-confirmed': 'Plata pentru comanda CND-261124-ABCDEFGH a fost confirmată',
    'payment-failed': 'Plata pentru comanda CND-261124-ABCDEFGH nu a reușit',
    'order-cancelled': 'Comanda CND-261124-ABCDEFGH a fost anulată',
    'order-refunded': 'Banii pentru comanda CND-261124-ABCDEFGH au fost returnați',
    'archive-ready': 'Fotografiile tale sunt gata de descărcat (CND-261124-ABCDEFGH)',
    'order-shipped': 'Fotografiile tale tipărite au fost expediate (CND-261124-ABCDEFGH)',
    'prints-choose': 'Alege fotografiile pentru printuri (CND-261124-ABCDEFGH)',
  };
  const HEADINGS: Record<OrderEmailTemplate, string> = {
    'order-received': 'Îți mulțumim pentru comandă',
    'payment-confirmed': 'Plată confirmată',
    'payment-failed': 'Plata nu a reușit',
    'order-cancelled': 'Comanda ta a fost anulată',
    'order-refunded': 'Banii pentru comanda ta au fost returnați',
    'archive-ready': 'Arhiva ta cu fotografii este gata',
    'order-shipped': 'Fotografiile tale tipărite sunt pe drum',
    'prints-choose': 'Alege-ți printurile',
  };
  /** Every English word of the order e-mails' frame: none may be left in a Romanian e-mail. */
  const ENGLISH = ['Hello', 'Order number', 'Product', 'Event package', 'Amount', 'View your order', 'Thank you', 'Payment confirmed', 'cancelled', 'refunded', 'Your ', 'Download your photos', 'Link valid until', 'Tracking number', 'business days'];
  const plain = (s: string): string => s.replace(/\u00a0/g, ' ');

  it.each(TEMPLATES)('%s: subject, heading, greeting, rows, money and buttons in Romanian, no English left', (template) => {
    const full = { ...ro, downloadUrl: 'https://candid.example/api/downloads/abc', downloadExpiresAt: '2027-11-24T13:00:00.000Z', trackingNumber: 'RO123' };
    const mail = renderOrderEmail(template, full, SITE, { accessToken: 'tok' });
    expect(mail.subject).toBe(SUBJECTS[template]);
    const text = plain(mail.text);
    const html = plain(mail.html);
    expect(text.startsWith('Bună, Ana,\n')).toBe(true);
    expect(html).toContain(`<h1 style="font-size:20px;margin:0 0 16px">${HEADINGS[template]}</h1>`);
    expect(html).toContain('<html lang="ro">');
    for (const row of ['Număr comandă: CND-261124-ABCDEFGH', 'Produs: Pachet pentru eveniment', 'Eveniment: Nunta Anei', 'Sumă: 123,45 EUR']) expect(text).toContain(row);
    for (const cell of ['Număr comandă', 'Pachet pentru eveniment', '123,45 EUR', '>Vezi comanda</a>']) expect(html).toContain(cell);
    expect(text).toContain('Vezi comanda: https://candid.example/order/CND-261124-ABCDEFGH?k=tok');
    for (const english of ENGLISH) {
      expect(text, english).not.toContain(english);
      expect(html, english).not.toContain(english);
    }
  });

  it('archive-ready: the download button and the day the link stops working, in Romanian', () => {
    const mail = renderOrderEmail('archive-ready', { ...ro, orderType: 'post_event', productType: 'raw_archive', downloadUrl: 'https://candid.example/api/downloads/abc', downloadExpiresAt: '2027-11-24T13:00:00.000Z' }, SITE);
    expect(mail.text).toContain('Produs: Arhiva cu fotografiile originale');
    expect(mail.text).toContain('Link valabil până la: 24 noiembrie 2027');
    expect(mail.text).toContain('Descarcă fotografiile: https://candid.example/api/downloads/abc');
    expect(mail.text).toContain('Linkul funcționează 1 an');
    expect(mail.html).toContain('>Descarcă fotografiile</a>');
  });

  it('archive-ready of a several-part archive: one link per part, "Part 2 of 3", in English and Romanian; one part looks as before', () => {
    const urls = [1, 2, 3].map((n) => `https://candid.example/api/downloads/abc-p${n}`);
    const parts = { orderType: 'post_event', productType: 'raw_archive', downloadUrl: urls[0], downloadParts: urls, downloadExpiresAt: '2027-11-24T13:00:00.000Z' };
    const en = renderOrderEmail('archive-ready', { ...order, ...parts }, SITE);
    expect(en.text).toContain('Your archive is large, so it comes as 3 ZIP files. Download every part.');
    urls.forEach((url, i) => {
      expect(en.text).toContain(`Download part ${i + 1} of 3: ${url}`);
      expect(en.html).toContain(`href="${url}"`);
    });
    expect(en.html).toContain('>Download part 2 of 3</a>');
    expect(en.text).not.toContain('Download your photos:');
    const roMail = renderOrderEmail('archive-ready', { ...ro, ...parts }, SITE);
    expect(roMail.text).toContain('Arhiva ta este mare, așa că vine în 3 fișiere ZIP. Descarcă fiecare parte.');
    expect(roMail.text).toContain(`Descarcă partea 3 din 3: ${urls[2] ?? ''}`);
    const one = renderOrderEmail('archive-ready', { ...order, ...parts, downloadParts: [] }, SITE);
    expect(one.text).toContain(`Download your photos: ${urls[0] ?? ''}`);
    expect(one.text).not.toContain('part 1 of');
  });

  it('order-shipped: the tracking number and the delivery time, in Romanian', () => {
    const mail = renderOrderEmail('order-shipped', { ...ro, orderType: 'post_event', productType: 'prints_bundle', trackingNumber: 'RO<1>' }, SITE);
    expect(mail.text).toContain('Produs: Pachet de fotografii tipărite');
    expect(mail.text).toContain('Număr de urmărire (AWB): RO<1>');
    expect(mail.text).toContain('Livrarea durează 5-10 zile lucrătoare.');
    expect(mail.html).toContain('RO&lt;1&gt;');
  });

  it('labels every product by its id, and formats each currency the Romanian way', () => {
    const label = (productType: string): string => renderOrderEmail('order-received', { ...ro, orderType: 'post_event', productType }, SITE).text.split('\n').find((l) => l.startsWith('Produs: ')) ?? '';
    expect(label('raw_archive')).toBe('Produs: Arhiva cu fotografiile originale');
    expect(label('prints_bundle')).toBe('Produs: Pachet de fotografii tipărite');
    expect(label('combo')).toBe('Produs: Pachet arhivă și fotografii tipărite');
    expect(label('gallery_extension')).toBe('Produs: Prelungirea galeriei');
    const money = (minor: number, currency: string): string => formatMoneyIntl(minor, currency, 'ro').replace(/\u00a0/g, ' ');
    expect(money(9900, 'RON')).toBe('99,00 RON');
    expect(money(150000, 'RON')).toBe('1.500,00 RON');
    expect(money(12345, 'eur')).toBe('123,45 EUR');
    expect(money(5, 'GBP')).toBe('0,05 GBP');
  });

  it('an order with no locale (made before languages, or a client that sent none) is mailed in English', () => {
    const { locale: _none, ...english } = ro;
    expect(renderOrderEmail('order-received', english, SITE).subject).toBe('We received your order CND-261124-ABCDEFGH');
    expect(renderOrderEmail('order-received', { ...ro, locale: 'en' }, SITE).text).toContain('Hello Ana,');
  });
});
