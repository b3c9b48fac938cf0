import type { CheckoutSession } from './store.js';

/**
 * The hosted checkout page: plain HTML, one form whose buttons post an `action` (no script at all, so it
 * works in any browser and in tests with a bare HTTP client). Phone-first: one column, large targets.
 */
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (minor: number, currency: string): string => `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:28rem;padding:1rem;color:#111}
h1{font-size:1.4rem}label{display:block;margin:.6rem 0 .2rem}input,select{width:100%;box-sizing:border-box;padding:.6rem;font:inherit}
button{display:block;width:100%;min-height:3rem;margin:.5rem 0;font:inherit;border-radius:.4rem;border:1px solid #444;background:#fff}
button[value=pay]{background:#1a56db;color:#fff;border-color:#1a56db}[role=alert]{color:#9b1c1c;font-weight:600}
table{width:100%;border-collapse:collapse}td{padding:.2rem 0}td:last-child{text-align:right}small{color:#555}`;

export const renderPage = (s: CheckoutSession, items: readonly { description: string; quantity: number; amount_total: number }[], message?: string): string => {
  const open = s.status === 'open';
  const field = (name: string, label: string, autocomplete: string, required = true): string =>
    `<label for="${name}">${label}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}"${required ? ' required' : ''}>`;
  const shipping = s.shipping_address_collection
    ? `<fieldset><legend>Shipping address</legend>${field('name', 'Full name', 'shipping name')}${field('line1', 'Address', 'shipping address-line1')}${field('line2', 'Address line 2 (optional)', 'shipping address-line2', false)}${field('city', 'City', 'shipping address-level2')}${field('postal_code', 'Postal code', 'shipping postal-code')}<label for="country">Country</label><select id="country" name="country" autocomplete="shipping country">${s.shipping_address_collection.allowed_countries.map((c) => `<option>${esc(c)}</option>`).join('')}</select></fieldset>`
    : '';
  const buttons = `<button name="action" value="pay">Pay ${esc(money(s.amount_total, s.currency))}</button>
<button name="action" value="pay_later_succeeds">Pay later (succeeds)</button>
<button name="action" value="pay_later_fails">Pay later (fails)</button>
<button name="action" value="decline">Decline</button>
<button name="action" value="cancel" formnovalidate>Cancel</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout (Stripe emulator)</title><style>${STYLE}</style></head><body><main>
<h1>Checkout</h1><p><small>Local Stripe emulator: no real payment is made.</small></p>
${s.customer_email ? `<p>${esc(s.customer_email)}</p>` : ''}
<table><caption>Your order</caption>${items.map((i) => `<tr><td>${esc(i.description)} × ${i.quantity}</td><td>${esc(money(i.amount_total, s.currency))}</td></tr>`).join('')}
<tr><td><strong>Total</strong></td><td><strong>${esc(money(s.amount_total, s.currency))}</strong></td></tr></table>
${message ? `<p role="alert">${esc(message)}</p>` : ''}
${open ? `<form method="post" action="/pay/${esc(s.id)}">${shipping}${buttons}</form>` : ''}
</main></body></html>`;
};
