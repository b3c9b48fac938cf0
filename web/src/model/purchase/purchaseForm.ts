import { commerceMessages as messages } from '#shared/commerce-messages.js';

/** Customer information and shipping address (spec "Post-event purchase screen"). */
export interface PurchaseForm {
  name: string;
  email: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export type PurchaseField = keyof PurchaseForm;

export const EMPTY_FORM: PurchaseForm = { name: '', email: '', street: '', city: '', postalCode: '', country: '' };

export const FIELD_MESSAGES = {
  name: messages.CUSTOMER_NAME_REQUIRED,
  email: messages.CUSTOMER_EMAIL_INVALID,
  street: 'Please enter the street.',
  city: 'Please enter the city.',
  postalCode: 'Please enter the postal code.',
} as const satisfies Partial<Record<PurchaseField, string>>;

/** What the server's schema accepts (an address-like word@domain.tld), without loading zod here. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export interface PurchaseProblem {
  field: PurchaseField;
  message: string;
}

/**
 * Spec section 5: name and e-mail required; when shipping applies, street, city and postal code required
 * (country optional). Problems in the form's order, so the first one is where the focus goes.
 */
export function validatePurchase(form: PurchaseForm, shipped: boolean): PurchaseProblem[] {
  const problems: PurchaseProblem[] = [];
  if (form.name.trim() === '') problems.push({ field: 'name', message: FIELD_MESSAGES.name });
  if (!EMAIL.test(form.email.trim())) problems.push({ field: 'email', message: FIELD_MESSAGES.email });
  if (shipped) {
    for (const field of ['street', 'city', 'postalCode'] as const) {
      if (form[field].trim() === '') problems.push({ field, message: FIELD_MESSAGES[field] });
    }
  }
  return problems;
}

/** The body's customerInfo: trimmed, with the address only when the product is shipped. */
export function customerInfoOf(form: PurchaseForm, shipped: boolean) {
  const name = form.name.trim();
  const email = form.email.trim();
  if (!shipped) return { name, email };
  const country = form.country.trim();
  return { name, email, address: { street: form.street.trim(), city: form.city.trim(), postalCode: form.postalCode.trim(), ...(country ? { country } : {}) } };
}
