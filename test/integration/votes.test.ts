import { beforeAll, describe, expect, it } from 'vitest';
import { AWARD_CATEGORY_IDS } from '../../shared/award-categories.js';
import { messages } from '../../shared/messages.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { Awards, BallotResponse, MyVotes } from '../../shared/schemas/votes.js';
import { parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { counted, installDdbCounter } from '../bench/lib/ddb-counter.js';
import { seedFirstVotes, seedHandouts, seedPhotos } from '../support/seed-photos.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';

let f: Flows;
let h: Record<'start' | 'end' | 'kick' | 'ballot' | 'vote' | 'mine' | 'awards' | 'list', Handler>;
let offset = 0;
let setClockOffset: (ms: number) => void;
/** Moves the server clock forward (never back, so stored times stay ordered). */
const advance = (ms: number) => setClockOffset((offset += ms));

beforeAll(async () => {
  f = await flows();
  const names = ['events/start', 'events/end', 'participants/kick', 'votes/ballot', 'votes/cast', 'votes/mine', 'votes/awards', 'photos/list'];
  const loaded = await Promise.all(names.map((n) => loadHandler(`http/${n}.js`)));
  h = Object.fromEntries(['start', 'end', 'kick', 'ballot', 'vote', 'mine', 'awards', 'list'].map((k, i) => [k, loaded[i]])) as typeof h;
  setClockOffset = ((await import('../../functions/core/clock.js')) as { setClockOffset: (ms: number) => void }).setClockOffset;
});

const running = async (guests: string[]) => {
  const { event, creatorToken } = await f.createEvent();
  const sessions = await Promise.all(guests.map((g) => f.join(event.code, g)));
  ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
  return { code: event.code, creatorToken, sessions };
};
const ballot = (code: string, token: string, skip?: string) => h.ballot(call(code, token, {}, { method: 'POST', body: skip ? { skip } : {} }));
const vote = (code: string, token: string, photoId: string, category: string) => h.vote(call(code, token, {}, { method: 'POST', body: { photoId, category } }));
const observed = new Set<string>();
const observe = async (code: string, token: string, photoId: string) => {
  // A photo handed out once stays observed for that voter (a second category needs no new ballot).
  if (observed.has(`${token}|${photoId}`)) return;
  // Hand out ballots until this photo comes up (random order), then let the observation pass.
  for (let i = 0; i < 50; i++) {
    const b = ok<BallotResponse>(await ballot(code, token));
    if (b.kind === 'photo' && b.photo.id === photoId) {
      observed.add(`${token}|${photoId}`);
      advance(3100);
      return;
    }
  }
  throw new Error(`photo ${photoId} never handed out`);
};

describe('votes', () => {
  it('30 concurrent identical votes give one vote and a tally of 1', async () => {
    const { code, sessions } = await running(['Uploader', 'Voter']);
    const [uploader, voter] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const photo = await f.uploadPhoto(code, uploader.token);
    await observe(code, voter.token, photo.id);
    const results = await Promise.all(Array.from({ length: 30 }, () => vote(code, voter.token, photo.id, 'most_candid')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const dupes = results.filter((r) => r.statusCode === 409);
    expect(dupes).toHaveLength(29);
    expect(parseBody(dupes[0] ?? {})).toEqual({ error: { code: 'ALREADY_VOTED', message: messages.ALREADY_VOTED } });
    const page = ok<GalleryPage>(await h.list(call(code, voter.token)));
    expect(page.photos[0]?.votes).toEqual({ most_candid: 1 });
    expect(ok<MyVotes>(await h.mine(call(code, voter.token))).votes).toEqual([{ photoId: photo.id, category: 'most_candid' }]);
    // Another category on the same photo is a separate vote.
    expect((await vote(code, voter.token, photo.id, 'funniest_moment')).statusCode).toBe(201);
  });

  it('refuses a vote in the first 3 s after the photo was handed out, or without a ballot', async () => {
    const { code, sessions } = await running(['Uploader', 'Voter']);
    const [uploader, voter] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const photo = await f.uploadPhoto(code, uploader.token);
    const blind = await vote(code, voter.token, photo.id, 'most_artistic');
    expect(parseBody(blind)).toEqual({ error: { code: 'NOT_OBSERVED', message: messages.NOT_OBSERVED } });
    const b = ok<BallotResponse>(await ballot(code, voter.token));
    expect(b.kind).toBe('photo');
    advance(1500);
    expect(parseBody(await vote(code, voter.token, photo.id, 'most_artistic'))).toMatchObject({ error: { code: 'NOT_OBSERVED' } });
    advance(1600);
    expect((await vote(code, voter.token, photo.id, 'most_artistic')).statusCode).toBe(201);
  });

  it('refuses votes before the start and after the end, and from a guest of another event or a kicked guest', async () => {
    const { event, creatorToken } = await f.createEvent();
    const uploader = await f.join(event.code, 'Uploader');
    const voter = await f.join(event.code, 'Voter');
    const photo = await f.uploadPhoto(event.code, uploader.token);
    await observe(event.code, voter.token, photo.id);
    expect(parseBody(await vote(event.code, voter.token, photo.id, 'most_romantic'))).toEqual({ error: { code: 'VOTING_CLOSED', message: messages.VOTING_CLOSED } });

    const other = await running(['Stranger']);
    expect((await vote(event.code, other.sessions[0]?.token ?? '', photo.id, 'most_romantic')).statusCode).toBe(403);
    expect((await ballot(event.code, other.sessions[0]?.token ?? '')).statusCode).toBe(403);

    ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
    const kicked = await f.join(event.code, 'Kicked');
    await observe(event.code, kicked.token, photo.id);
    ok(await h.kick(call(event.code, creatorToken, { participantId: kicked.participant.id }, { method: 'POST' })));
    expect(parseBody(await vote(event.code, kicked.token, photo.id, 'most_romantic'))).toMatchObject({ error: { code: 'KICKED' } });
    expect((await ballot(event.code, kicked.token)).statusCode).toBe(403);

    ok(await h.end(call(event.code, creatorToken, {}, { method: 'POST' })));
    expect(parseBody(await vote(event.code, voter.token, photo.id, 'most_romantic'))).toMatchObject({ error: { code: 'VOTING_CLOSED' } });
  });

  it('the ballot hands out unvoted photos only, then says all voted; an empty event has no photos', async () => {
    const empty = await running(['Alone']);
    expect(ok<BallotResponse>(await ballot(empty.code, empty.sessions[0]?.token ?? ''))).toEqual({ kind: 'no-photos' });

    const { code, sessions } = await running(['Uploader', 'Voter']);
    const [uploader, voter] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const p1 = await f.uploadPhoto(code, uploader.token);
    const p2 = await f.uploadPhoto(code, uploader.token);
    const first = ok<BallotResponse>(await ballot(code, voter.token));
    if (first.kind !== 'photo') throw new Error('expected a photo');
    const skipped = ok<BallotResponse>(await ballot(code, voter.token, first.photo.id));
    expect(skipped.kind === 'photo' && skipped.photo.id).not.toBe(first.photo.id);
    for (const p of [p1, p2]) {
      await observe(code, voter.token, p.id);
      expect((await vote(code, voter.token, p.id, 'most_creative')).statusCode).toBe(201);
    }
    expect(ok<BallotResponse>(await ballot(code, voter.token))).toEqual({ kind: 'all-voted' });
  });
});

/** Votes through the handler on photos already handed out, a few at a time (one voter's votes contend). */
const voteAll = async (code: string, token: string, photoIds: string[], category = 'most_candid') => {
  for (let i = 0; i < photoIds.length; i += 5) {
    const res = await Promise.all(photoIds.slice(i, i + 5).map((id) => vote(code, token, id, category)));
    for (const r of res) expect(r.statusCode, r.body).toBe(201);
  }
};

describe('the ballot and one\'s own photos', () => {
  it('never hands out the caller\'s own photos (200 ballots), and answers no-photos when only they exist', async () => {
    const { code, sessions } = await running(['Ada', 'Ben']);
    const [ana, ben] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const own = new Set(await seedPhotos(code, ana.participant, 30));
    expect(ok<BallotResponse>(await ballot(code, ana.token))).toEqual({ kind: 'no-photos' });
    const others = new Set(await seedPhotos(code, ben.participant, 10));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const b = ok<BallotResponse>(await ballot(code, ana.token));
      if (b.kind !== 'photo') throw new Error(`ballot ${i} answered ${b.kind}`);
      expect(own.has(b.photo.id), `ballot ${i} handed out own photo ${b.photo.id}`).toBe(false);
      expect(others.has(b.photo.id)).toBe(true);
      seen.add(b.photo.id);
    }
    // Random over the others' photos, not stuck on a few.
    expect(seen.size).toBe(others.size);
  });

  it('refuses a vote on one\'s own photo inside the vote\'s transaction (409 OWN_PHOTO), handed out or not', async () => {
    const { code, sessions } = await running(['Ada', 'Ben']);
    const [ana] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const mine = await f.uploadPhoto(code, ana.token);
    const blind = await vote(code, ana.token, mine.id, 'most_candid');
    expect(blind.statusCode).toBe(409);
    expect(parseBody(blind)).toEqual({ error: { code: 'OWN_PHOTO', message: messages.OWN_PHOTO } });
    // Even with a handout older than 3 s (as if a ballot had offered it), the ownership rule holds.
    await seedHandouts(code, ana.participant.id, [mine.id]);
    const observedVote = await vote(code, ana.token, mine.id, 'most_candid');
    expect(observedVote.statusCode).toBe(409);
    expect(parseBody(observedVote)).toMatchObject({ error: { code: 'OWN_PHOTO' } });
    const page = ok<GalleryPage>(await h.list(call(code, ana.token)));
    expect(page.photos[0]?.votes).toEqual({});
  });
});

describe('the ballot in a big event', () => {
  it('finds the only unvoted photo among 500, brings it back on Skip, then says All Caught Up in ≤ 3 calls', async () => {
    await installDdbCounter();
    const { code, sessions } = await running(['Uploader', 'Voter']);
    const [uploader, voter] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    await f.uploadPhoto(code, voter.token); // the voter's own photo: counted out, never offered
    const ids = await seedPhotos(code, uploader.participant, 500);
    const [last, ...rest] = ids as [string, ...string[]];
    await seedHandouts(code, voter.participant.id, ids);
    // Ten votes cast for real, the other 489 written as a vote writes them (hundreds of real ones took a busy CI
    // machine past a minute; the votes themselves are this file's other tests').
    await voteAll(code, voter.token, rest.slice(0, 10));
    await seedFirstVotes(code, voter.participant.id, rest.slice(10));
    // A second category on a voted photo is a vote too, and does not count the photo twice.
    // (On a seeded one too: were the seed unlike a vote, this would count the photo again and the last
    // ballot below would not say All Caught Up.)
    expect((await vote(code, voter.token, rest[0]!, 'most_artistic')).statusCode).toBe(201);
    expect((await vote(code, voter.token, rest[20]!, 'most_artistic')).statusCode).toBe(201);

    for (let i = 0; i < 20; i++) {
      const b = ok<BallotResponse>(await ballot(code, voter.token));
      expect(b.kind === 'photo' && b.photo.id, `ballot ${i}`).toBe(last);
    }
    const again = ok<BallotResponse>(await ballot(code, voter.token, last));
    expect(again.kind === 'photo' && again.photo.id).toBe(last);

    advance(3100); // each ballot restarted the observation
    expect((await vote(code, voter.token, last, 'most_candid')).statusCode).toBe(201);
    const { result, calls } = await counted(() => ballot(code, voter.token));
    expect(ok<BallotResponse>(result)).toEqual({ kind: 'all-voted' });
    expect(calls.map((c) => c.command).length, JSON.stringify(calls)).toBeLessThanOrEqual(3);
    // Found without reading the 500 photos: the sample is bounded, the rest comes from counters.
    const capacity = calls.reduce((a, c) => a + (c.capacity ?? 0), 0);
    expect(capacity).toBeLessThan(20);
  });

  it('concurrent votes in all 10 categories on one photo count it once for the ballot', async () => {
    const { code, sessions } = await running(['Uploader', 'Voter']);
    const [uploader, voter] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const [photoId] = await seedPhotos(code, uploader.participant, 1);
    await seedHandouts(code, voter.participant.id, [photoId!]);
    const results = await Promise.all(AWARD_CATEGORY_IDS.map((c) => vote(code, voter.token, photoId!, c)));
    expect(results.map((r) => r.statusCode)).toEqual(AWARD_CATEGORY_IDS.map(() => 201));
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
    const got = await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.participant(code, voter.participant.id), ConsistentRead: true }));
    expect(got.Item?.votedPhotos).toBe(1);
    expect(ok<BallotResponse>(await ballot(code, voter.token))).toEqual({ kind: 'all-voted' });
  });

  it('a new photo after All Caught Up is offered at once', async () => {
    const { code, sessions } = await running(['Uploader', 'Voter', 'Late']);
    const [uploader, voter, late] = sessions as [(typeof sessions)[0], (typeof sessions)[0], (typeof sessions)[0]];
    const ids = await seedPhotos(code, uploader.participant, 60);
    await seedHandouts(code, voter.participant.id, ids);
    await voteAll(code, voter.token, ids);
    expect(ok<BallotResponse>(await ballot(code, voter.token))).toEqual({ kind: 'all-voted' });
    const fresh = await f.uploadPhoto(code, late.token);
    const b = ok<BallotResponse>(await ballot(code, voter.token));
    expect(b.kind === 'photo' && b.photo.id).toBe(fresh.id);
  });

  it('a photo\'s download name ends with the random part of its id (the ballot\'s ring depends on it)', async () => {
    const { code, sessions } = await running(['Ada']);
    const photo = await f.uploadPhoto(code, sessions[0]?.token ?? '');
    const { photoFileName } = await import('../../functions/core/data/photo-item.js');
    expect(photo.fileName).toBe(photoFileName(code, photo.id));
  });
});

describe('awards', () => {
  it('are revealed after the end, per category, with every tied photo', async () => {
    const { code, creatorToken, sessions } = await running(['Ada', 'Ben', 'Cai']);
    const [ana, ben, cai] = sessions as [(typeof sessions)[0], (typeof sessions)[0], (typeof sessions)[0]];
    const a = await f.uploadPhoto(code, ana.token);
    const b = await f.uploadPhoto(code, ben.token);
    const votes: [typeof ana, typeof a, string][] = [
      [ben, a, 'funniest_moment'], [cai, a, 'funniest_moment'], [ana, b, 'funniest_moment'],
      [ben, a, 'most_candid'], [cai, b, 'most_candid'],
    ];
    for (const [who, photo, category] of votes) {
      await observe(code, who.token, photo.id);
      expect((await vote(code, who.token, photo.id, category)).statusCode).toBe(201);
    }
    const early = await h.awards(call(code, ana.token));
    expect(parseBody(early)).toEqual({ error: { code: 'AWARDS_NOT_READY', message: messages.AWARDS_NOT_READY } });

    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    const awards = ok<Awards>(await h.awards(call(code, cai.token)));
    expect(awards.categories).toHaveLength(10);
    const byId = Object.fromEntries(awards.categories.map((c) => [c.category, c]));
    expect(byId.funniest_moment?.maxVotes).toBe(2);
    expect(byId.funniest_moment?.winners.map((w) => [w.photo.id, w.voteCount])).toEqual([[a.id, 2]]);
    expect(byId.most_candid?.winners.map((w) => w.photo.id)).toEqual([a.id, b.id]);
    expect(byId.most_candid?.winners[0]?.photo.uploaderName).toBe('Ada');
    expect(byId.best_dance_move).toEqual({ category: 'best_dance_move', maxVotes: 0, winners: [] });
  });
});

describe('the ballot after the free gallery', () => {
  it('hands no photo to a guest once the gallery expired (410 GALLERY_EXPIRED, as the photo list answers)', async () => {
    const { code, creatorToken, sessions } = await running(['Uploader', 'Voter']);
    const [uploader, voter] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const photo = await f.uploadPhoto(code, uploader.token);
    expect(ok<BallotResponse>(await ballot(code, voter.token))).toMatchObject({ kind: 'photo', photo: { id: photo.id } });
    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));

    advance(5 * 86_400_000 + 60_000);
    expect((await h.list(call(code, voter.token, {}, { query: { mine: 'false' } }))).statusCode).toBe(410);
    const res = await ballot(code, voter.token);
    expect(res.statusCode).toBe(410);
    expect(parseBody(res)).toEqual({ error: { code: 'GALLERY_EXPIRED', message: messages.GALLERY_EXPIRED } });
  });
});
