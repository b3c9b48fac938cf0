import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { Locale } from '../../../../shared/i18n/locale.js';
import { organizerMessages } from '../../../../shared/organizer-messages.js';
import { ORGANIZER_CODE_LENGTH, ORGANIZER_CODE_RESEND_SECONDS, ORGANIZER_CODE_TRIES, ORGANIZER_CODE_TTL_SECONDS, normalizeOrganizerEmail } from '../../../../shared/organizer-session.js';
import type { OrganizerCodeResponse, OrganizerSignInResponse } from '../../../../shared/schemas/organizer.js';
import { signOrganizerToken } from '../../auth/organizer-token.js';
import { getOrganizerSessionEpoch } from '../../data/organizer-sessions.js';
import { now } from '../../clock.js';
import { ddb, keys, tableName, type ItemKey } from '../../data/table.js';
import { sendOrganizerCodeEmail } from '../../email/organizer-code.js';
import { RateLimitedError } from '../../errors.js';
import { log } from '../../log.js';
import { domainError } from '../errors.js';
import type { RateClient } from '../events/guarded-lookup.js';
import { eventsByCode, isPaid, ordersOfCustomer } from './organizer-data.js';
import { giveSlotBack, takeSlot, windowAt } from '../../data/rate-counter.js';

/**
 * Organizer sign-in (DESIGN 6): purchase e-mail + part of an event name, then a 6-digit code e-mailed to that
 * address — knowing a couple's e-mail and event name is not enough. The code lives in one challenge item per
 * e-mail (`ORGCODE#<e-mail>`): a new request replaces it (once the resend delay has passed), it keeps only an
 * HMAC of the code, 5 tries, 10 minutes.
 */
export const challengeKey = (email: string) => ({ PK: `ORGCODE#${email}`, SK: 'ORGCODE' as const }) satisfies ItemKey;

/** Step 1 asks: per e-mail 5 and per address 30 in 15 minutes, hit or miss (the answer is the same for both). */
export const CODE_REQUEST_WINDOW_MS = 15 * 60_000;
export const CODE_REQUESTS_PER_EMAIL = 5;
export const CODE_REQUESTS_PER_ADDRESS = 30;
/** Step 2's wrong codes per address in 15 minutes (each challenge allows 5 itself): guessing across e-mails. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 20;
/**
 * Step 2's wrong codes per e-mail in an hour, from any address: a new code resets its challenge's 5 tries, so
 * without this one e-mail's code could be guessed 25 times every 15 minutes from many addresses.
 */
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * 60_000;
export const SIGN_IN_FAILURES_PER_EMAIL = 10;

const sameAnswer = (): OrganizerCodeResponse => ({
  message: organizerMessages.ORGANIZER_CODE_SENT,
  resendAfterSeconds: ORGANIZER_CODE_RESEND_SECONDS,
  expiresInSeconds: ORGANIZER_CODE_TTL_SECONDS,
});

const codeHash = (code: string, salt: string): string => createHmac('sha256', salt).update(code).digest('hex');

const newCode = (): string => String(randomInt(0, 10 ** ORGANIZER_CODE_LENGTH)).padStart(ORGANIZER_CODE_LENGTH, '0');

const matchesEventName = (title: string, eventName: string): boolean => title.toLowerCase().includes(eventName.trim().toLowerCase());

/**
 * Whether this e-mail bought a package for an event named like `eventName`: a paid order of the e-mail whose
 * linked event's title contains it, or a paid pre-event order not linked yet whose planned title contains it
 * (a buyer who lost the phone before creating or linking the event must still reach the dashboard to link it).
 */
export const boughtForEventNamed = async (email: string, eventName: string): Promise<boolean> => {
  const paid = (await ordersOfCustomer(email)).filter(isPaid);
  if (paid.some((o) => o.orderType === 'pre_event' && o.eventCode === undefined && matchesEventName(o.eventTitle, eventName))) return true;
  const linkedCodes = paid.filter((o) => o.orderType === 'pre_event' && o.eventCode !== undefined).map((o) => o.eventCode as string);
  if (linkedCodes.length === 0) return false;
  const events = await eventsByCode(linkedCodes);
  return paid.some((o) => {
    const e = o.eventCode === undefined ? undefined : events.get(o.eventCode);
    return e !== undefined && e.orderId === o.id && matchesEventName(e.title, eventName);
  });
};

/** POST /api/organizer/auth/code: always the same answer, and the same challenge stored; a code is mailed only on a match. */
export const requestOrganizerCode = async (req: { email: string; eventName: string; locale?: Locale | undefined }, client: RateClient): Promise<OrganizerCodeResponse> => {
  const email = normalizeOrganizerEmail(req.email);
  const at = now();
  const w = windowAt(at.getTime(), CODE_REQUEST_WINDOW_MS);
  const taken = await Promise.all([
    takeSlot(keys.rate('organizer-code', `acct#${email}`, w.start), CODE_REQUESTS_PER_EMAIL, w.ttl),
    takeSlot(keys.rate('organizer-code-address', client.address, w.start), CODE_REQUESTS_PER_ADDRESS, w.ttl),
  ]);
  if (taken.some((t) => !t)) throw new RateLimitedError(w.retryAfter, `organizer code refused for ${email} from ${client.address}`, 'ORGANIZER_SIGN_IN_RATE_LIMITED');

  const hit = await boughtForEventNamed(email, req.eventName);

  // A miss stores a challenge too, under the same rules, whose hash no code matches and which is never
  // mailed: step 2 then answers a miss exactly as a hit (wrong code, locked after 5, expired), so it cannot
  // tell whether this e-mail bought for an event named like this, and a miss never signs anyone in.
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  const iso = at.toISOString();
  const expiresAt = new Date(at.getTime() + ORGANIZER_CODE_TTL_SECONDS * 1000).toISOString();
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...challengeKey(email),
          entity: 'organizer-code',
          salt,
          codeHash: hit ? codeHash(code, salt) : randomBytes(32).toString('hex'),
          triesLeft: ORGANIZER_CODE_TRIES,
          sentAt: iso,
          expiresAt,
          ttl: Math.floor(Date.parse(expiresAt) / 1000) + 86_400,
        },
        // A resend replaces the code only after the delay: a flood of requests cannot flood the inbox.
        ConditionExpression: 'attribute_not_exists(PK) OR sentAt <= :resendCutoff',
        ExpressionAttributeValues: { ':resendCutoff': new Date(at.getTime() - ORGANIZER_CODE_RESEND_SECONDS * 1000).toISOString() },
      }),
    );
  } catch (e) {
    // Too soon after the last code: the same answer (it must not differ from a miss), no second e-mail.
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') return sameAnswer();
    throw e;
  }
  if (!hit) return sameAnswer();
  try {
    await sendOrganizerCodeEmail(email, code, req.locale);
  } catch (e) {
    // The answer must not tell a hit from a miss; the organizer asks again after the delay.
    log.error('organizer code e-mail failed', { error: e instanceof Error ? e.message : String(e) });
  }
  return sameAnswer();
};

interface Challenge {
  salt: string;
  codeHash: string;
  triesLeft: number;
  expiresAt: string;
  sentAt: string;
}

const asChallenge = (item: Record<string, unknown> | undefined): Challenge | undefined =>
  item && typeof item.salt === 'string' && typeof item.codeHash === 'string' && typeof item.triesLeft === 'number' && typeof item.expiresAt === 'string' && typeof item.sentAt === 'string'
    ? { salt: item.salt, codeHash: item.codeHash, triesLeft: item.triesLeft, expiresAt: item.expiresAt, sentAt: item.sentAt }
    : undefined;

/**
 * Spends one try of the e-mail's challenge BEFORE the code is compared (a conditional decrement: parallel
 * guesses cannot share a try), returning the challenge as it is after. Refusals: no live challenge (410
 * expired) or no tries left (410 locked).
 */
const spendTry = async (email: string, atIso: string): Promise<Challenge> => {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: challengeKey(email),
        UpdateExpression: 'ADD triesLeft :minus',
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now AND triesLeft > :zero',
        ExpressionAttributeValues: { ':minus': -1, ':now': atIso, ':zero': 0 },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    const c = asChallenge(out.Attributes);
    if (!c) throw new Error(`organizer challenge of ${email} is malformed`);
    return c;
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') {
      // The refused item comes back marshalled (the document client does not convert an error's Item).
      const raw = (e as { Item?: Record<string, AttributeValue> }).Item;
      const old = asChallenge(raw ? unmarshall(raw) : undefined);
      if (old && old.expiresAt > atIso && old.triesLeft <= 0) throw domainError('ORGANIZER_CODE_LOCKED', email);
      throw domainError('ORGANIZER_CODE_EXPIRED', email);
    }
    throw e;
  }
};

/** POST /api/organizer/auth/login: the e-mailed code → an organizer token. The 5th wrong code locks the challenge. */
export const signInOrganizer = async (req: { email: string; code: string }, client: RateClient): Promise<OrganizerSignInResponse> => {
  const email = normalizeOrganizerEmail(req.email);
  const at = now();
  const w = windowAt(at.getTime(), CODE_REQUEST_WINDOW_MS);
  const we = windowAt(at.getTime(), SIGN_IN_FAILURE_WINDOW_MS);
  // Each attempt takes a slot of both (given back when the code is right), side by side: one round trip.
  const addressCounter = keys.rate('organizer-sign-in-address', client.address, w.start);
  const emailCounter = keys.rate('organizer-sign-in-email', `acct#${email}`, we.start);
  const [byAddress, byEmail] = await Promise.all([
    takeSlot(addressCounter, SIGN_IN_FAILURES_PER_ADDRESS, w.ttl),
    takeSlot(emailCounter, SIGN_IN_FAILURES_PER_EMAIL, we.ttl),
  ]);
  if (!byEmail) throw new RateLimitedError(we.retryAfter, `organizer sign-in refused for ${email}: wrong codes`, 'ORGANIZER_CODE_ATTEMPTS_EXHAUSTED');
  if (!byAddress) throw new RateLimitedError(w.retryAfter, `organizer sign-in refused from ${client.address}`, 'ORGANIZER_SIGN_IN_RATE_LIMITED');
  const challenge = await spendTry(email, at.toISOString());
  const given = Buffer.from(codeHash(req.code.trim(), challenge.salt), 'hex');
  const stored = Buffer.from(challenge.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw challenge.triesLeft <= 0 ? domainError('ORGANIZER_CODE_LOCKED', email) : domainError('ORGANIZER_CODE_INVALID', `${email}: ${challenge.triesLeft} left`);
  }
  // Single use: the challenge that matched is removed (conditional on being that very code: a concurrent
  // resend's new code is not consumed, and two requests with the right code cannot both succeed).
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: challengeKey(email),
        ConditionExpression: 'codeHash = :hash',
        ExpressionAttributeValues: { ':hash': challenge.codeHash },
      }),
    );
  } catch (e) {
    if (e instanceof Error && e.name === 'ConditionalCheckFailedException') throw domainError('ORGANIZER_CODE_EXPIRED', `${email}: used meanwhile`);
    throw e;
  }
  // The session is of the e-mail's current generation: one a later "Sign out other phones" ends.
  const [epoch] = await Promise.all([getOrganizerSessionEpoch(email), giveSlotBack(addressCounter), giveSlotBack(emailCounter)]);
  const { token, expiresAt } = await signOrganizerToken(email, at, epoch);
  return { token, organizer: { email }, expiresAt: expiresAt.toISOString() };
};
