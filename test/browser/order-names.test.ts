import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AddOnId } from '../../shared/pricing/index.js';
import type { CreateOrderResponse } from '../../shared/schemas/orders.js';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';
import { screenshot, usePhones } from '../support/browser.js';
import { readInbox, type InboxEmail } from '../support/inbox.js';
import { seriousAxeFindings } from '../support/page-helpers.js';
import '../support/provided-context.js';
import { siteApi } from '../support/site-api.js';
import { ownStack } from '../support/own-stack.js';

/*
 * Issue 27 items 5 and 6 on phones against the full local stack: an event package with two add-ons is paid on
 * the Stripe emulator's hosted page; the success page and the webhook's "payment confirmed" e-mail name the
 * package and its add-ons (never "raw archive"), and the e-mail's link opens the full order on another phone
 * (its view key leaves the address bar; no Cancel without the access token). At 390×844 and 360×640.
 */

const { urls } = ownStack();
const phones = usePhones(urls.site);

const ADD_ONS: AddOnId[] = ['print_bundle_25', 'gallery_extension_7'];
const NAME = 'Event package · Medium (personal) + Print bundle (25) + Gallery extension (7 days)';

const { http: api, createPackageOrder: packageOrder } = siteApi(urls.site);

/** A pending package order created the way /pricing does (geo token, the server's own figures), for a fresh e-mail. */
const createPackageOrder = (email: string): Promise<CreateOrderResponse> => packageOrder({ eventType: 'personal', eventSize: 'medium', addOns: ADD_ONS }, { name: 'Ana Popescu', email });

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function confirmationMail(email: string): Promise<InboxEmail> {
  let mail: InboxEmail | undefined;
  await expect
    .poll(async () => {
      mail = (await readInbox(urls.ses, email)).find((m) => m.subject.startsWith('Payment confirmed'));
      return mail !== undefined;
    })
    .toBe(true);
  if (!mail) throw new Error('no payment-confirmed e-mail');
  return mail;
}

describe('an event package is named for what was bought, and its e-mail opens the full order', () => {
  for (const [width, height] of [
    [390, 844],
    [360, 640],
  ] as const) {
    it(`${width}×${height}: success page, e-mail and the e-mail's order page name the package and its add-ons`, async () => {
      const email = `names-${width}-${Date.now()}@example.com`;
      const created = await createPackageOrder(email);
      const { id, orderNumber } = created.order;
      const checkout = await api<CheckoutResponse>('POST', `/api/orders/${id}/checkout`, { orderToken: created.accessToken });

      const buyer = await phones.open({ viewport: { width, height } });
      await buyer.goto(checkout.url);
      await buyer.locator('button[value=pay]').click();
      await buyer.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 15_000 });
      const summary = buyer.getByTestId('order-summary');
      await expect.poll(() => summary.textContent()).toContain(orderNumber);
      expect(await summary.getByTestId('order-product').textContent()).toBe(NAME);
      expect(await summary.textContent()).not.toContain('raw archive');
      await buyer.getByRole('button', { name: 'Cancel Auto-Redirect' }).click();
      expect(await noSidewaysScroll(buyer)).toBe(true);
      expect(await seriousAxeFindings(buyer, `success ${width}`)).toEqual([]);
      await screenshot(buyer, `order-names-success-${width}`);

      const mail = await confirmationMail(email);
      expect(mail.body.text).toContain(`Product: ${NAME}\n`);
      const link = /View your order: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
      expect(link).toMatch(new RegExp(`/order/${orderNumber}\\?v=`));
      expect(link).not.toContain(created.accessToken);

      // Another phone (no token remembered): the e-mail's link shows the full order, named, without Cancel.
      const other = await phones.open({ viewport: { width, height } });
      await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await other.getByRole('heading', { name: 'Processing' }).waitFor();
      expect(await other.getByTestId('order-product').textContent()).toBe(NAME);
      expect(await other.getByTestId('customer-name').textContent()).toBe('Ana Popescu');
      expect(await other.getByTestId('public-view-note').count()).toBe(0);
      expect(await other.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
      await expect.poll(() => other.url()).not.toContain('v=');
      expect(await noSidewaysScroll(other)).toBe(true);
      expect(await seriousAxeFindings(other, `order from e-mail ${width}`)).toEqual([]);
      await screenshot(other, `order-names-order-${width}`);
    });
  }
});
