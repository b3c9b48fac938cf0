import { describe, expect, it } from 'vitest';
import { readInbox } from '../support/inbox.js';
import { useEmulators } from '../support/use-emulators.js';

const env = useEmulators();
const { sendOrderEmail } = await import('../../functions/core/email/send-order-email.js');

const sesUrl = env.AWS_ENDPOINT_URL_SESV2 ?? '';
const orderFor = (email: string, id: string) => ({
  id,
  orderNumber: `CND-261124-${id.slice(-8).toUpperCase()}`,
  customer: { name: 'Ana & Ion', email },
  productType: 'event_package',
  orderType: 'pre_event',
  eventTitle: 'Wedding',
  total: 9900,
  currency: 'RON',
});

describe('order e-mail through the local SES', () => {
  it('sends through aws-ses-v2-local and the inbox has it, with the order link and token', async () => {
    const to = `buyer-${Date.now()}@example.com`;
    const order = orderFor(to, `01JEMAIL${Date.now()}A`);
    const out = await sendOrderEmail({ template: 'payment-confirmed', order, accessToken: 'secret-token' });
    expect(out.sent).toBe(true);
    const inbox = await readInbox(sesUrl, to);
    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail?.subject).toBe(`Payment confirmed for order ${order.orderNumber}`);
    expect(mail?.from).toContain(env.CANDID_EMAIL_FROM?.match(/<(.+)>/)?.[1] ?? '@');
    expect(mail?.body.text).toContain(`${env.SITE_ORIGIN}/order/${order.orderNumber}?k=secret-token`);
    expect(mail?.body.html).toContain('Ana &amp; Ion');
    expect(mail?.body.text).toContain('RON');
  });

  it('the same (order, template) twice, even concurrently, sends one e-mail; another template sends its own', async () => {
    const to = `twice-${Date.now()}@example.com`;
    const order = orderFor(to, `01JEMAIL${Date.now()}B`);
    const results = await Promise.all([
      sendOrderEmail({ template: 'order-received', order }),
      sendOrderEmail({ template: 'order-received', order }),
    ]);
    expect(results.filter((r) => r.sent)).toHaveLength(1);
    expect(await sendOrderEmail({ template: 'order-received', order })).toEqual({ sent: false, reason: 'duplicate' });
    expect(await readInbox(sesUrl, to)).toHaveLength(1);
    expect((await sendOrderEmail({ template: 'order-cancelled', order })).sent).toBe(true);
    expect((await readInbox(sesUrl, to)).map((m) => m.subject)).toEqual([
      `We received your order ${order.orderNumber}`,
      `Order ${order.orderNumber} was cancelled`,
    ]);
  });
});
