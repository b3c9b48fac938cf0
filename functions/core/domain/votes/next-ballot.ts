import { randomInt } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { VOTE_OBSERVATION_MS } from '#shared/voting.js';
import { votingPhase } from '#shared/rules/reveal.js';
import type { BallotResponse } from '#shared/schemas/votes.js';
import { domainError } from '../errors.js';
import { now } from '../../clock.js';
import { arcsOf, countPhotosBy, randomRingPoint, readArc, type Direction, type RingRead } from '../../data/ballot-ring.js';
import type { EventItem } from '../../data/event-item.js';
import type { ParticipantItem } from '../../data/participant-item.js';
import { photoItemSchema } from '../../data/photo-item.js';
import { ddb, keys, tableName } from '../../data/table.js';
import { hasVotedOn } from '../../data/photo-voters.js';
import { toHandoutItem } from '../../data/vote-item.js';
import { loadActiveParticipant } from '../participants/load-active-participant.js';
import { toPhotoView } from '../photos/photo-view.js';

/** Photos read per ballot in the normal case: the sample misses only if the voter voted on ~all of them. */
export const BALLOT_SAMPLE = 25;

type Item = Record<string, unknown>;

/** What the reads so far offer this voter: photos of others, unvoted, and the skipped one kept apart. */
class Offer {
  readonly candidates: Item[] = [];
  skipped?: Item;
  /** Photos read so far, and how many of them were the voter's own (never filtered as voted). */
  scanned = 0;
  own = 0;
  constructor(
    private readonly voterId: string,
    private readonly skip: string | undefined,
  ) {}
  add(read: RingRead): this {
    this.scanned += read.scanned;
    for (const item of read.items) {
      if (item.uploaderId === this.voterId) {
        this.own += 1;
        continue; // never one's own photo
      }
      if (item.id === this.skip) this.skipped = item;
      else this.candidates.push(item);
    }
    return this;
  }
  pick(): Item | undefined {
    return this.candidates[randomInt(Math.max(1, this.candidates.length))];
  }
}

/**
 * The next random photo of another guest this voter has not voted on; Skip shows another one when there
 * is one (with a single open photo, it comes back). Handing it out is recorded, which starts the
 * server-side 3-second observation.
 *
 * Flat in the event's size (the trade-off, also in the access-pattern table): the event and voter are read
 * in one BatchGet while a sample of BALLOT_SAMPLE photos is read from a random point of the shuffled ring
 * (GSI3), DynamoDB dropping the voter's voted photos; then the handout is written — 3 calls, same capacity
 * at 40 or 10 000 photos. Only when the sample holds nothing for the voter are the counters consulted
 * (photoCount − own photos − votedPhotos, exact and maintained): nothing left answers All Caught Up without
 * reading the photos; something left means the voter has voted on nearly everything in reach, and the ring
 * is walked on from the sample until a photo turns up — on average photos/left reads, paid only by a voter
 * who already cast about as many votes. We chose this over fanning out an "unvoted" list per voter on every
 * upload (participants × photos writes) or over an approximate All Caught Up.
 */
export const nextBallot = async (code: string, voterId: string, skip?: string): Promise<BallotResponse> => {
  const point = randomRingPoint(code);
  const direction: Direction = randomInt(2) === 0 ? 'up' : 'down';
  const [firstArc] = arcsOf(direction);
  const [{ event, participant }, sample] = await Promise.all([
    loadActiveParticipant(code, voterId),
    readArc(code, voterId, { point, arc: firstArc, direction, limit: BALLOT_SAMPLE }),
  ]);
  const at = now();
  // The free gallery is over: a ballot is a photo of the gallery, closed to guests as the photo list is (410).
  if (Date.parse(event.galleryExpiresAt) <= at.getTime() && !participant.isCreator) throw domainError('GALLERY_EXPIRED');
  // Reveal after the end: no photo of another guest is shown before the end (the sample read is discarded).
  if (votingPhase(event, at) === 'before' && event.revealAfterEnd === true) throw domainError('VOTING_CLOSED');
  const offer = new Offer(voterId, skip).add(sample);
  let photo = offer.pick();
  if (!photo) {
    const left = await photosLeft(code, event, participant);
    if (left.others <= 0) return { kind: 'no-photos' };
    // The one photo left may be the skipped one (on screen): it comes back without a walk.
    if (left.open === 1 && skip && !offer.skipped) offer.skipped = await openPhoto(code, voterId, skip);
    const onlySkippedLeft = left.open === 1 && offer.skipped !== undefined;
    if (left.open > 0 && !onlySkippedLeft) {
      photo = await walk(code, voterId, { point, direction, cursor: sample.next }, offer);
      // The walk read the whole ring: what it saw is the answer, whatever the counters said.
      if (!photo && !offer.skipped && offer.scanned === offer.own) return { kind: 'no-photos' };
    }
    photo ??= offer.skipped;
    if (!photo) return { kind: 'all-voted' };
  }
  return handOut(code, voterId, photo);
};

/**
 * Photos of others in the event, and how many of them this voter has not voted on yet — from maintained
 * counters, never by reading photos. Own photos are counted (a small read) only when the voter took any.
 */
const photosLeft = async (code: string, event: EventItem, participant: ParticipantItem) => {
  const own = event.photoCount === 0 || participant.photosTaken === 0 ? 0 : await countPhotosBy(code, participant.id);
  const others = event.photoCount - own;
  return { others, open: others - (participant.votedPhotos ?? 0) };
};

/** The skipped photo, if it is still one this voter may vote on (the last one left comes back). */
const openPhoto = async (code: string, voterId: string, photoId: string): Promise<Item | undefined> => {
  const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.photo(code, photoId) }));
  if (!got.Item || got.Item.hidden === true || got.Item.uploaderId === voterId || (await hasVotedOn(code, got.Item, voterId))) return undefined;
  return got.Item;
};

/** Reads on around the ring from where the sample stopped until a photo for this voter turns up. */
const walk = async (code: string, voterId: string, from: { point: string; direction: Direction; cursor?: Item }, offer: Offer): Promise<Item | undefined> => {
  const [firstArc, secondArc] = arcsOf(from.direction);
  let arc = firstArc;
  let cursor = from.cursor;
  if (!cursor) arc = secondArc;
  for (;;) {
    const read = await readArc(code, voterId, { point: from.point, arc, direction: from.direction, cursor });
    const photo = offer.add(read).pick();
    if (photo) return photo;
    cursor = read.next;
    if (cursor) continue;
    if (arc === secondArc) return undefined;
    arc = secondArc;
  }
};

const handOut = async (code: string, voterId: string, raw: Item): Promise<BallotResponse> => {
  const photo = photoItemSchema().parse(raw);
  const at = now();
  await ddb.send(new PutCommand({ TableName: tableName(), Item: toHandoutItem(code, voterId, photo.id, at) }));
  return {
    kind: 'photo',
    photo: await toPhotoView(photo, at),
    votableAt: new Date(at.getTime() + VOTE_OBSERVATION_MS).toISOString(),
  };
};
