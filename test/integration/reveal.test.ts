import { beforeAll, describe, expect, it } from 'vitest';
import { REVEAL_VOTING_MINUTES } from '../../shared/rules/reveal.js';
import type { EventView } from '../../shared/schemas/events.js';
import type { GalleryPage } from '../../shared/schemas/photos.js';
import type { BallotResponse } from '../../shared/schemas/votes.js';
import { parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = 'SILENT';

const NAMES = ['start', 'end', 'settings', 'ballot', 'vote', 'awards', 'list', 'get'] as const;
const PATHS = ['events/start', 'events/end', 'events/settings', 'votes/ballot', 'votes/cast', 'votes/awards', 'photos/list', 'events/get'];
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

const gallery = async (code: string, token: string) => ok<GalleryPage>(await h.list(call(code, token, {}, { query: { limit: '50' } }))).photos.map((p) => p.id).sort();
const ballot = (code: string, token: string) => h.ballot(call(code, token, {}, { method: 'POST', body: {} }));
const vote = (code: string, token: string, photoId: string) => h.vote(call(code, token, {}, { method: 'POST', body: { photoId, category: 'most_candid' } }));

describe('reveal after the end', () => {
  it('is off by default; chosen at creation or before the start, refused once started', async () => {
    const plain = await f.createEvent();
    expect(plain.event.revealAfterEnd).toBe(false);
    const chosen = await f.createEvent({ revealAfterEnd: true });
    expect(chosen.event.revealAfterEnd).toBe(true);
    expect(ok<EventView>(await h.settings(call(plain.event.code, plain.creatorToken, {}, { method: 'PUT', body: { revealAfterEnd: true } }))).revealAfterEnd).toBe(true);
    ok(await h.start(call(plain.event.code, plain.creatorToken, {}, { method: 'POST' })));
    const late = await h.settings(call(plain.event.code, plain.creatorToken, {}, { method: 'PUT', body: { revealAfterEnd: false } }));
    expect(late.statusCode).toBe(409);
    expect(parseBody(late)).toMatchObject({ error: { code: 'SETTINGS_LOCKED' } });
  });

  it('guests see only their own photos until the end (the creator all); voting opens at the end for an hour, then the awards', async () => {
    const { event, creatorToken } = await f.createEvent({ revealAfterEnd: true });
    const code = event.code;
    const creator = await f.join(code, 'Ana', creatorToken);
    const [mara, ion] = await Promise.all([f.join(code, 'Mara'), f.join(code, 'Ion')]);
    ok(await h.start(call(code, creatorToken, {}, { method: 'POST' })));
    const maraPhoto = await f.uploadPhoto(code, mara.token);
    const ionPhoto = await f.uploadPhoto(code, ion.token);

    expect(await gallery(code, mara.token)).toEqual([maraPhoto.id]);
    expect(await gallery(code, ion.token)).toEqual([ionPhoto.id]);
    expect(await gallery(code, creator.token)).toEqual([maraPhoto.id, ionPhoto.id].sort());
    // No ballot (it would show another guest's photo) and no vote before the end.
    expect(parseBody(await ballot(code, mara.token))).toMatchObject({ error: { code: 'VOTING_CLOSED' } });
    expect(parseBody(await vote(code, mara.token, ionPhoto.id))).toMatchObject({ error: { code: 'VOTING_CLOSED' } });

    const ended = ok<EventView>(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    expect(ended.votingEndsAt).toBe(new Date(Date.parse(ended.endedAt ?? '') + REVEAL_VOTING_MINUTES * 60_000).toISOString());
    expect(await gallery(code, mara.token)).toEqual([maraPhoto.id, ionPhoto.id].sort());
    // The awards wait for the voting hour.
    expect(parseBody(await h.awards(call(code, mara.token)))).toMatchObject({ error: { code: 'AWARDS_NOT_READY' } });

    const b = ok<BallotResponse>(await ballot(code, mara.token));
    expect(b).toMatchObject({ kind: 'photo', photo: { id: ionPhoto.id } });
    advance(3100);
    expect((await vote(code, mara.token, ionPhoto.id)).statusCode).toBe(201);

    advance(REVEAL_VOTING_MINUTES * 60_000);
    const tooLate = await vote(code, creator.token, ionPhoto.id);
    expect(parseBody(tooLate)).toMatchObject({ error: { code: 'VOTING_CLOSED' } });
    const awards = ok<{ categories: { category: string; winners: { photo: { id: string } }[] }[] }>(await h.awards(call(code, mara.token)));
    expect(awards.categories.find((c) => c.category === 'most_candid')?.winners.map((w) => w.photo.id)).toEqual([ionPhoto.id]);
  });

  it('without reveal, voting still closes at the end (the spec)', async () => {
    const { event, creatorToken } = await f.createEvent();
    const code = event.code;
    const [mara, ion] = await Promise.all([f.join(code, 'Mara'), f.join(code, 'Ion')]);
    ok(await h.start(call(code, creatorToken, {}, { method: 'POST' })));
    const ionPhoto = await f.uploadPhoto(code, ion.token);
    expect(await gallery(code, mara.token)).toEqual([ionPhoto.id]);
    ok<BallotResponse>(await ballot(code, mara.token));
    advance(3100);
    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    expect(parseBody(await vote(code, mara.token, ionPhoto.id))).toMatchObject({ error: { code: 'VOTING_CLOSED' } });
    expect((await h.awards(call(code, mara.token))).statusCode).toBe(200);
  });
});
