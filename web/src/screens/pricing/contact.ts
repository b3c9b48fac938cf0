import { CUSTOM_ATTENDEES_MAX } from '#shared/pricing/index.js';

/**
 * Where a custom quote is asked for (events over 10000 attendees are not sold on the page). The spec gives
 * no address: a deployment sets VITE_CONTACT_EMAIL; the default is a placeholder of the reserved domain.
 */
export const CONTACT_EMAIL = import.meta.env.VITE_CONTACT_EMAIL ?? 'sales@candid.example';

/** The e-mail's texts, in the reader's language (the commerce catalogue's pricing group). */
export interface ContactTexts {
  contactSubject: string;
  contactBody: (attendees: string) => string;
  contactMoreThan: (max: number) => string;
}

export function contactHref(attendees: string, t: ContactTexts): string {
  const body = t.contactBody(attendees || t.contactMoreThan(CUSTOM_ATTENDEES_MAX));
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t.contactSubject)}&body=${encodeURIComponent(body)}`;
}
