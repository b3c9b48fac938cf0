/** Sends the browser to Stripe's hosted payment page (a full navigation; its own module so tests can watch it). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
