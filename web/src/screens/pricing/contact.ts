import { CUSTOM_ATTENDEES_MAX } from '#shared/pricing/index.js';

/**
 * Where a custom quote is asked for (events over 10000 attendees are not sold on the page). The spec gives
 * no address: a deployment sets VITE_CONTACT_EMAIL; the default is a placeholder of the reserved domain.
 */
export const CONTACT_EMAIL = import.meta.env.VITE_CONTACT_EMAIL ?? 'sales@candid.example';

export function contactHref(attendees: string): string {
  const subject = 'Custom quote';
  const body = `Hello, we are planning an event for about ${attendees || `more than ${CUSTOM_ATTENDEES_MAX}`} attendees and would like a custom quote.`;
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
