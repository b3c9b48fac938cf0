import { verifyToken, type TokenClaims } from '../../auth/tokens.js';
import { forbidden, unauthorized } from '../../errors.js';
import { carriesCreatorRights } from '../events/creator-standing.js';

/**
 * Who may buy from an event (a post_event order: its raw archive — every guest's full-resolution frames — prints
 * of its photos, a combo): its organizer only (event-flow spec: "Purchase options are offered to the organizer
 * only"; commerce spec: "the organizer can buy post-event products"). The event code proves nothing: it is on
 * every guest's phone and on the wall's screen, a kicked guest still knows it, and guests lose the gallery when
 * it expires. So the request must carry, as its bearer token, a credential with THIS event's creator rights —
 * the creation credential or the creator's guest session (the purchase screen's). Checked before the event is
 * looked up (a refusal says nothing about the code); whether those rights still hold ("Sign out other phones")
 * is asked of the event item the order reads anyway, with assertCreatorStanding: no extra read.
 */
export const verifyEventPurchaser = async (eventCode: string, credential: string | undefined): Promise<TokenClaims> => {
  if (!credential) throw unauthorized(`a purchase from ${eventCode} without a credential`);
  const claims = await verifyToken(credential);
  if (!carriesCreatorRights(claims) || claims.evt !== eventCode) throw forbidden(`${claims.role} of ${claims.evt} buying from ${eventCode}`);
  return claims;
};
