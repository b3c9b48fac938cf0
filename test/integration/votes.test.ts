import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { Awards, BallotResponse, MyVotes } from '../../shared/schemas/votes.js';
import { parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
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
