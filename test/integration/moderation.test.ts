import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantList } from '../../shared/schemas/participants.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { Awards, BallotResponse } from '../../shared/schemas/votes.js';
import { parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = process.env.DBG ?? 'SILENT';

const NAMES = ['start', 'end', 'kick', 'participants', 'ballot', 'vote', 'awards', 'list', 'hide', 'unhide', 'remove'] as const;
const PATHS = ['events/start', 'events/end', 'participants/kick', 'participants/list', 'votes/ballot', 'votes/cast', 'votes/awards', 'photos/list', 'moderation/hide', 'moderation/unhide', 'moderation/delete'];
let f: Flows;
let h: Record<(typeof NAMES)[number], Handler>;
let offset = 0;
let setClockOffset: (ms: number) => void;
const advance = (ms: number) => setClockOffset((offset += ms));

beforeAll(async () => {
  f = await flows();
  const loaded = await Promise.all(PATHS.map((p) => loadHandler(`http/${p}.js`)));
  h = Object.fromEntries(NAMES.map((k, i) => [k, loaded[i]])) as typeof h;
  setClockOffset = ((await import('../../functions/core/clock.js')) as { setClockOffset: (ms: number) => void }).setClockOffset;
});

const running = async (guests: string[]) => {
  const { event, creatorToken } = await f.createEvent();
  const creator = await f.join(event.code, 'Ana', creatorToken);
  const sessions = await Promise.all(guests.map((g) => f.join(event.code, g)));
  ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
  return { code: event.code, creatorToken, creator, sessions };
};
const hide = (code: string, token: string, photoId: string) => h.hide(call(code, token, { photoId }, { method: 'POST' }));
const unhide = (code: string, token: string, photoId: string) => h.unhide(call(code, token, { photoId }, { method: 'POST' }));
const remove = (code: string, token: string, photoId: string, body: Record<string, unknown> = {}) => h.remove(call(code, token, { photoId }, { method: 'DELETE', body }));
const gallery = async (code: string, token: string, mine = false) =>
  ok<GalleryPage>(await h.list(call(code, token, {}, { query: { limit: '50', ...(mine ? { mine: 'true' } : {}) } }))).photos.map((p) => p.id);
const ballot = async (code: string, token: string) => ok<BallotResponse>(await h.ballot(call(code, token, {}, { method: 'POST', body: {} })));
const meta = async (code: string) => {
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  return (await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
};
const participantItem = async (code: string, id: string) => {
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  return (await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.participant(code, id), ConsistentRead: true }))).Item ?? {};
};
const fileExists = async (code: string, photoId: string) => {
  const { s3, photoObjectKey } = await import('../../functions/core/s3.js');
  const { config } = await import('../../functions/core/config.js');
  return s3.send(new HeadObjectCommand({ Bucket: config.photoBucket, Key: photoObjectKey(code, photoId, 'polaroid') })).then(
    () => true,
    () => false,
  );
};
/** Hands out ballots to `token` until `photoId` comes up, then lets the 3-second observation pass. */
const observe = async (code: string, token: string, photoId: string) => {
  for (let i = 0; i < 60; i++) {
    const b = await ballot(code, token);
    if (b.kind === 'photo' && b.photo.id === photoId) return advance(3100);
  }
  throw new Error(`photo ${photoId} never handed out`);
};

describe('moderation', () => {
  it('a hidden photo leaves every gallery (the uploader\'s own too), 200 ballots and the awards; its votes stop counting', async () => {
    const { code, creatorToken, creator, sessions } = await running(['Uploader', 'Voter', 'Other']);
    const [uploader, voter, other] = sessions as [(typeof sessions)[0], (typeof sessions)[0], (typeof sessions)[0]];
    const bad = await f.uploadPhoto(code, uploader.token);
    const kept = await Promise.all([f.uploadPhoto(code, other.token), f.uploadPhoto(code, other.token), f.uploadPhoto(code, uploader.token)]);
    await observe(code, voter.token, bad.id);
    expect((await h.vote(call(code, voter.token, {}, { method: 'POST', body: { photoId: bad.id, category: 'funniest_moment' } }))).statusCode).toBe(201);
    expect((await participantItem(code, voter.participant.id)).votedPhotos).toBe(1);

    expect((await hide(code, creator.token, bad.id)).statusCode).toBe(204);
    // Twice is harmless.
    expect((await hide(code, creatorToken, bad.id)).statusCode).toBe(204);
    for (const token of [uploader.token, voter.token, creator.token]) expect(await gallery(code, token)).not.toContain(bad.id);
    expect(await gallery(code, uploader.token, true)).toEqual([kept[2].id]);
    expect((await meta(code)).photoCount).toBe(3);
    // The vote on it no longer counts against the voter's "photos left".
    expect((await participantItem(code, voter.participant.id)).votedPhotos).toBe(0);

    // 200 ballots (it was 1 000: a minute of CPU in CI for nothing more). Every ballot reads all 4 photos (the
    // sample is 25), so only the random pick varies: were the hidden photo offered, each of the creator's 100
    // ballots would draw it with p = 1/4, and all of them missing it has p = (3/4)^100 ≈ 3e-13; the voter's 100
    // ballots all missing one of the 3 kept photos, ≈ 3 × (2/3)^100 ≈ 7e-18.
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const b = await ballot(code, i % 2 === 0 ? voter.token : creator.token);
      expect(b.kind).toBe('photo');
      if (b.kind === 'photo') seen.add(b.photo.id);
    }
    expect(seen.has(bad.id)).toBe(false);
    expect([...seen].sort()).toEqual(kept.map((p) => p.id).sort());

    // No vote on it any more, even by a voter it was handed to before.
    const late = await h.vote(call(code, voter.token, {}, { method: 'POST', body: { photoId: bad.id, category: 'most_candid' } }));
    expect(parseBody(late)).toMatchObject({ error: { code: 'PHOTO_NOT_FOUND' } });

    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    const awards = ok<Awards>(await h.awards(call(code, voter.token)));
    expect(awards.categories.flatMap((c) => c.winners.map((w) => w.photo.id))).not.toContain(bad.id);

    // Shown again: back in the gallery and the awards, with its vote.
    expect((await unhide(code, creatorToken, bad.id)).statusCode).toBe(204);
    expect(await gallery(code, voter.token)).toContain(bad.id);
    const again = ok<Awards>(await h.awards(call(code, voter.token)));
    expect(again.categories.find((c) => c.category === 'funniest_moment')?.winners.map((w) => w.photo.id)).toEqual([bad.id]);
    expect((await participantItem(code, voter.participant.id)).votedPhotos).toBe(1);
    expect((await meta(code)).photoCount).toBe(4);
  }, 120_000);

  it('a guest deletes their own photo (files, item, counters; no quota back); another\'s is 403, and so is hiding', async () => {
    const { code, creator, sessions } = await running(['Mara', 'Ion']);
    const [mara, ion] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const own = await f.uploadPhoto(code, mara.token);
    const theirs = await f.uploadPhoto(code, ion.token);
    const before = await meta(code);

    const refused = await remove(code, mara.token, theirs.id);
    expect(refused.statusCode).toBe(403);
    expect(parseBody(refused)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await hide(code, mara.token, theirs.id)).statusCode).toBe(403);
    expect((await hide(code, mara.token, own.id)).statusCode).toBe(403);
    // A guest's freeQuota is ignored: the camera's number of shots stays spent.
    expect((await remove(code, mara.token, own.id, { freeQuota: true })).statusCode).toBe(204);

    expect(await gallery(code, ion.token)).toEqual([theirs.id]);
    expect(await fileExists(code, own.id)).toBe(false);
    expect(await fileExists(code, theirs.id)).toBe(true);
    const after = await meta(code);
    expect(after.photoCount).toBe(Number(before.photoCount) - 1);
    expect(Number(after.storageBytes)).toBeLessThan(Number(before.storageBytes));
    expect((await participantItem(code, mara.participant.id)).photosTaken).toBe(1);
    expect((await remove(code, mara.token, own.id)).statusCode).toBe(404);
    // Another event's creator cannot touch it.
    const otherEvent = await f.createEvent();
    expect((await hide(code, otherEvent.creatorToken, theirs.id)).statusCode).toBe(403);
    expect((await remove(code, creator.token, theirs.id, { freeQuota: true })).statusCode).toBe(204);
  });

  it('the creator frees the unit of quota only when asked; deleting a hidden photo adjusts the counters once', async () => {
    const { code, creator, sessions } = await running(['Mara']);
    const [mara] = sessions as [(typeof sessions)[0]];
    const [a, b] = [await f.uploadPhoto(code, mara.token), await f.uploadPhoto(code, mara.token)];
    expect((await participantItem(code, mara.participant.id)).photosTaken).toBe(2);
    expect((await remove(code, creator.token, a.id)).statusCode).toBe(204);
    expect((await participantItem(code, mara.participant.id)).photosTaken).toBe(2);
    expect((await hide(code, creator.token, b.id)).statusCode).toBe(204);
    expect((await meta(code)).photoCount).toBe(1 - 1);
    expect((await remove(code, creator.token, b.id, { freeQuota: true })).statusCode).toBe(204);
    expect((await participantItem(code, mara.participant.id)).photosTaken).toBe(1);
    const m = await meta(code);
    expect(m.photoCount).toBe(0);
    expect(m.storageBytes).toBe(0);
  });

  it('kick with removePhotos deletes every photo of that guest', async () => {
    const { code, creatorToken, sessions } = await running(['Mara', 'Ion']);
    const [mara, ion] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    await Promise.all([f.uploadPhoto(code, mara.token), f.uploadPhoto(code, mara.token), f.uploadPhoto(code, mara.token)]);
    const keep = await f.uploadPhoto(code, ion.token);
    ok(await h.kick(call(code, creatorToken, { participantId: mara.participant.id }, { method: 'POST', body: { removePhotos: true } })));
    expect(await gallery(code, ion.token)).toEqual([keep.id]);
    expect((await meta(code)).photoCount).toBe(1);
    const list = ok<ParticipantList>(await h.participants(call(code, creatorToken)));
    expect(list.participants.find((p) => p.id === mara.participant.id)?.isActive).toBe(false);
  });
});
