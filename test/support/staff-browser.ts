import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CheckoutResponse } from '../../shared/schemas/payments.js';

/** The staff portal in browser tests: the viewports it is checked at, its sign-in, and paying an order through the Stripe emulator. */
export const LAPTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
export const PHONE = { viewport: { width: 390, height: 844 } };

/** The sign-in form's labels: English unless a test reads the portal in another language. */
export interface StaffSignInLabels {
  email: string;
  password: string;
  signIn: string;
}
const ENGLISH_SIGN_IN: StaffSignInLabels = { email: 'Email', password: 'Password', signIn: 'Sign In' };

/** Signs in on /admin/login with the account the local stack created, and waits for the dashboard. */
export const signInStaff = async (page: Page, staff: { email: string; password: string }, labels: StaffSignInLabels = ENGLISH_SIGN_IN): Promise<void> => {
  await page.goto('/admin/login');
  await page.getByLabel(labels.email).fill(staff.email);
  await page.getByLabel(labels.password).fill(staff.password);
  await page.getByRole('button', { name: labels.signIn, exact: true }).click();
  await page.waitForURL('**/admin/dashboard');
};

/**
 * Pays an order on the Stripe emulator's hosted page (its test control); the webhook then moves it to
 * processing. Prints ship, so `shipping` gives the address the hosted page collects.
 */
export const payThroughEmulator = async (
  urls: { site: string; stripe: string },
  order: { id: string; accessToken: string },
  shipping?: { name: string; line1: string; city: string; postal_code: string; country: string },
): Promise<void> => {
  const res = await fetch(`${urls.site}/api/orders/${order.id}/checkout`, { method: 'POST', headers: { 'x-order-token': order.accessToken } });
  expect(res.status).toBe(200);
  const { sessionId } = (await res.json()) as CheckoutResponse;
  const act = await fetch(`${urls.stripe}/_test/sessions/${sessionId}/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'pay', ...(shipping ? { shipping } : {}) }),
  });
  expect(act.status).toBe(200);
};

/**
 * Refreshes the staff overview once the stack's stream handlers have seen every write made so far (the
 * settle hook): the figures the stream keeps then include everything earlier tests did, so a test's own
 * changes can be compared against them exactly.
 */
export const refreshSettledOverview = async (page: Page, site: string): Promise<void> => {
  const res = await fetch(`${site}/__test__/streams/settle`, { method: 'POST' });
  expect(res.status, 'the stream handlers caught up with earlier writes').toBe(200);
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await refresh.and(page.locator(':enabled')).waitFor();
};
