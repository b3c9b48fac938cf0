import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ARCHIVE_LINK_DAYS, DAY_MS } from '../../../shared/constants.js';
import { now } from '../clock.js';
import { tokenSecret } from './token-secret.js';

const ISSUER = 'candid';
const ALG = 'HS256';
/**
 * Its own audience: a view key names one order and opens only its view, so the bearer checks refuse it as a
 * credential, and a guest, staff, organizer or geo token (another audience or none) never verifies as one.
 */
export const ORDER_VIEW_KEY_AUDIENCE = 'candid:order-view';
/** As long as the archive's download link (DESIGN 9 "valid 1 year"): an e-mail's links stop working together. */
export const ORDER_VIEW_KEY_LIFETIME_MS = ARCHIVE_LINK_DAYS * DAY_MS;

/**
 * A key that opens the full view of one order (issue 27 item 6), for the e-mails sent where the access token
 * is not known (webhooks and jobs hold only its hash). View only: cancelling and linking still need the
 * access token. Stateless (nothing stored), so it is put in each e-mail's link as the e-mail is sent.
 */
export const signOrderViewKey = async (orderId: string, at: Date = now()): Promise<string> => {
  const iat = Math.floor(at.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALG })
    .setIssuer(ISSUER)
    .setAudience(ORDER_VIEW_KEY_AUDIENCE)
    .setSubject(orderId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ORDER_VIEW_KEY_LIFETIME_MS / 1000)
    .sign(await tokenSecret());
};

/** A JWT has three dot-separated parts; an access token (base64url) has no dot, so it is never tried as a key. */
export const looksLikeViewKey = (key: string): boolean => key.split('.').length === 3;

/** Whether `key` is a valid, unexpired view key of this order (signature, issuer, audience, algorithm, subject). */
export const orderViewKeyOpens = async (key: string | undefined, orderId: string, at: Date = now()): Promise<boolean> => {
  if (!key || !looksLikeViewKey(key)) return false;
  try {
    const { payload } = await jwtVerify(key, await tokenSecret(), {
      issuer: ISSUER,
      audience: ORDER_VIEW_KEY_AUDIENCE,
      subject: orderId,
      algorithms: [ALG],
      currentDate: at,
      clockTolerance: 0,
    });
    return payload.sub === orderId;
  } catch (e) {
    if (e instanceof joseErrors.JOSEError || e instanceof TypeError) return false;
    throw e;
  }
};
