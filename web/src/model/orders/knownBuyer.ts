import { readItem } from '../../storage/deviceStorage';
import { readPendingOrder, type PendingOrder } from './pendingOrder';

/** The buyer's name and e-mail as far as this device knows them ('' when it does not). */
export interface KnownBuyer {
  name: string;
  email: string;
}

export const NO_KNOWN_BUYER: KnownBuyer = { name: '', email: '' };

/**
 * Who is buying, for the purchase forms' prefill (issue 29.5): the organizer signed in to the portal on this
 * device gives the e-mail; a pending or paid order remembered here gives the name and e-mail it was placed
 * with. A signed-in organizer wins; the order's name is kept only when it was placed with that same e-mail
 * (another person's order on a shared device names nobody). Only a prefill: the buyer can change either.
 */
export function knownBuyer(pending: PendingOrder | null, signedInEmail: string | undefined): KnownBuyer {
  const email = signedInEmail?.trim() || pending?.customerEmail.trim() || '';
  const sameBuyer = pending !== null && email !== '' && pending.customerEmail.trim().toLowerCase() === email.toLowerCase();
  return { name: sameBuyer ? pending.customerName.trim() : '', email };
}

/**
 * The organizer signed in to the portal on this device: the spec's storage keys (commerce spec section 9),
 * read here because buyer code never imports the portal (layer arrows); organizer/organizerSession.ts
 * writes them. Only a prefill: the server checks the token, never this e-mail.
 */
const SIGNED_IN_TOKEN_KEY = 'aln_organizer_token';
const SIGNED_IN_INFO_KEY = 'aln_organizer_info';

export function signedInOrganizerEmail(): string | undefined {
  if (!readItem(SIGNED_IN_TOKEN_KEY)) return undefined;
  try {
    const info = JSON.parse(readItem(SIGNED_IN_INFO_KEY) ?? 'null') as unknown;
    const email = typeof info === 'object' && info !== null ? (info as { email?: unknown }).email : undefined;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/** knownBuyer from this device's stores (the remembered order, the organizer session). */
export const readKnownBuyer = (): KnownBuyer => knownBuyer(readPendingOrder(), signedInOrganizerEmail());
