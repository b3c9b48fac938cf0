import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeMessages } from '../../shared/challenge-messages.js';
import type { ChallengesView, SetPhotoChallengeResponse } from '../../shared/schemas/challenges.js';
import type { ConfirmPhotoResponse, GalleryPage, PhotoSlotResponse } from '../../shared/schemas/photos.js';
import type { Awards, BallotResponse } from '../../shared/schemas/votes.js';
import type { WallLinkResponse, WallView } from '../../shared/schemas/wall.js';
import { parseBody } from '../../functions/core/http/api-event.fixture.js';
import { call, flows, loadHandler, ok, SAMPLE_FILES, type Flows, type Handler } from '../support/flows.js';
import { useEmulators } from '../support/use-emulators.js';

useEmulators();
process.env.CANDID_TEST_CLOCK = '1';
process.env.LOG_LEVEL = process.env.DBG ?? 'SILENT';

const NAMES = ['start', 'end', 'get', 'set', 'photos', 'setPhoto', 'remove', 'settings', 'ballot', 'vote', 'awards', 'kick', 'wallLink', 'wall', 'hide', 'unhide', 'slot', 'confirm', 'list'] as const;
const PATHS = ['events/start', 'events/end', 'challenges/get', 'challenges/set', 'challenges/photos', 'challenges/set-photo', 'moderation/delete', 'events/settings', 'votes/ballot', 'votes/cast', 'votes/awards', 'participants/kick', 'wall/create-link', 'wall/get', 'moderation/hide', 'moderation/unhide', 'photos/request-slot', 'photos/confirm', 'photos/list'];
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

const running = async (guests: string[], opts: { revealAfterEnd?: boolean } = {}) => {
  const { event, creatorToken } = await f.createEvent();
  const creator = await f.join(event.code, 'Ana', creatorToken);
  const sessions = await Promise.all(guests.map((g) => f.join(event.code, g)));
  if (opts.revealAfterEnd) ok(await h.settings(call(event.code, creatorToken, {}, { method: 'PUT', body: { revealAfterEnd: true } })));
  ok(await h.start(call(event.code, creatorToken, {}, { method: 'POST' })));
  return { code: event.code, creatorToken, creator, sessions };
};
type Input = { id?: string; builtinId?: string; text?: string; hidden?: boolean };
const setList = (code: string, token: string, prompts: Input[], enabled = true) => h.set(call(code, token, {}, { method: 'PUT', body: { enabled, prompts } }));
const card = async (code: string, token: string) => ok<ChallengesView>(await h.get(call(code, token)));
const choose = (code: string, token: string, photoId: string, promptId: string | null) => h.setPhoto(call(code, token, { photoId }, { method: 'PUT', body: { promptId } }));
const photosOf = async (code: string, token: string, promptId: string) =>
  ok<GalleryPage>(await h.photos(call(code, token, { promptId }, { query: { limit: '50' } }))).photos.map((p) => p.id);
const errorOf = (res: { statusCode?: number; body?: string }) => ({ status: res.statusCode, ...(parseBody(res) as { error: { code: string; message: string } }).error });
const refused = (res: { statusCode?: number; body?: string }, status: number, code: string) => {
  const e = errorOf(res);
  expect(e.status, res.body).toBe(status);
  expect(e.code).toBe(code);
  expect(e.message.length).toBeGreaterThan(5);
  expect(res.body).not.toMatch(/at .*\.ts|stack/i);
};
/** A slot taken and its files uploaded, not confirmed yet (the confirm comes later, e.g. after the end). */
const uploadedSlot = async (code: string, token: string, promptId: string) => {
  const files = Object.fromEntries((['polaroid', 'raw', 'thumbnail'] as const).map((k) => [k, { size: SAMPLE_FILES[k].length }]));
  const s = ok<PhotoSlotResponse>(await h.slot(call(code, token, {}, { method: 'POST', body: { files, promptId } })), 201);
  for (const kind of ['polaroid', 'raw', 'thumbnail'] as const) {
    expect((await fetch(s.uploads[kind].url, { method: 'PUT', body: SAMPLE_FILES[kind], headers: { 'content-type': 'image/jpeg' } })).status).toBe(200);
  }
  return s.photoId;
};
const confirmSlot = async (code: string, token: string, photoId: string) => ok<ConfirmPhotoResponse>(await h.confirm(call(code, token, { photoId }, { method: 'POST' }))).photo;
const galleryIds = async (code: string, token: string) => ok<GalleryPage>(await h.list(call(code, token, {}, { query: { limit: '50' } }))).photos.map((p) => p.id);
const meta = async (code: string) => {
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  return (await ddb.send(new GetCommand({ TableName: tableName(), Key: keys.event(code), ConsistentRead: true }))).Item ?? {};
};

describe('photo challenges (issue #33)', () => {
  it('the creator sets prompts (built-in and typed); guests pick them for their own photos; counts, progress and the per-prompt list follow', async () => {
    const { code, creatorToken, creator, sessions } = await running(['Bea', 'Cip']);
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    const set = ok<ChallengesView>(await setList(code, creatorToken, [{ builtinId: 'first-kiss' }, { builtinId: 'cake-before' }, { text: '  The best dancer  ' }]));
    expect(set.prompts.map((p) => [p.builtinId, p.text])).toEqual([['first-kiss', null], ['cake-before', null], [null, 'The best dancer']]);
    const typed = set.prompts[2]?.id ?? '';
    expect(typed).toMatch(/^t[a-z0-9]+$/);

    // The prompt rides with the photo's slot (the offline queue keeps it) and is counted at confirm.
    const p1 = await f.uploadPhoto(code, bea.token, { promptId: 'first-kiss' });
    expect(p1.promptId).toBe('first-kiss');
    const p2 = await f.uploadPhoto(code, bea.token);
    expect(ok<SetPhotoChallengeResponse>(await choose(code, bea.token, p2.id, typed))).toEqual({ photoId: p2.id, promptId: typed });
    const p3 = await f.uploadPhoto(code, cip.token, { promptId: typed });

    const beaCard = await card(code, bea.token);
    expect(beaCard.done.sort()).toEqual(['first-kiss', typed].sort());
    expect(Object.fromEntries(beaCard.prompts.map((p) => [p.id, p.photoCount]))).toEqual({ 'first-kiss': 1, 'cake-before': 0, [typed]: 2 });
    expect((await card(code, cip.token)).done).toEqual([typed]);
    expect(await photosOf(code, cip.token, typed)).toEqual([p3.id, p2.id]);

    // Changing moves the counts; clearing takes them away.
    ok(await choose(code, bea.token, p2.id, 'cake-before'));
    ok(await choose(code, bea.token, p1.id, null));
    const after = await card(code, bea.token);
    expect(after.done).toEqual(['cake-before']);
    expect(Object.fromEntries(after.prompts.map((p) => [p.id, p.photoCount]))).toEqual({ 'first-kiss': 0, 'cake-before': 1, [typed]: 1 });
    expect(await photosOf(code, creator.token, 'first-kiss')).toEqual([]);
    expect(await photosOf(code, creator.token, typed)).toEqual([p3.id]);
  });

  it('refuses: a prompt of another event, a prompt on someone else\'s photo, a 16th prompt, hidden characters, removing a prompt with photos, changes after the end', async () => {
    const a = await running(['Bea', 'Cip']);
    const b = await running(['Dan']);
    const [bea, cip] = a.sessions as [(typeof a.sessions)[0], (typeof a.sessions)[0]];
    ok(await setList(a.code, a.creatorToken, [{ builtinId: 'rings' }]));
    const other = ok<ChallengesView>(await setList(b.code, b.creatorToken, [{ text: 'Only in B' }]));
    const foreign = other.prompts[0]?.id ?? '';
    const photo = await f.uploadPhoto(a.code, bea.token);

    refused(await choose(a.code, bea.token, photo.id, foreign), 409, 'CHALLENGE_PROMPT_UNKNOWN');
    // A photo recorded with another event's prompt keeps the photo, not the prompt.
    expect((await f.uploadPhoto(a.code, bea.token, { promptId: foreign })).promptId).toBeUndefined();
    refused(await choose(a.code, cip.token, photo.id, 'rings'), 403, 'CHALLENGE_NOT_YOUR_PHOTO');
    refused(await choose(a.code, (await f.join(a.code, 'Ana', a.creatorToken)).token, photo.id, 'rings'), 403, 'CHALLENGE_NOT_YOUR_PHOTO');

    const sixteen = Array.from({ length: 16 }, (_, i) => ({ text: `Prompt ${i + 1}` }));
    const tooMany = await setList(a.code, a.creatorToken, sixteen);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(challengeMessages.CHALLENGE_TOO_MANY_PROMPTS);
    expect(ok<ChallengesView>(await setList(a.code, a.creatorToken, [{ builtinId: 'rings' }, ...sixteen.slice(0, 14)])).prompts).toHaveLength(15);
    for (const text of ['Zero\u200Bwidth', 'Right\u202Eto left', 'Tab\there', 'x'.repeat(81), '   ']) {
      const bad = await setList(a.code, a.creatorToken, [{ builtinId: 'rings' }, { text }]);
      expect(bad.statusCode, text).toBe(400);
      expect(bad.body).toContain(challengeMessages.CHALLENGE_PROMPT_TEXT_INVALID);
    }
    refused(await setList(a.code, a.creatorToken, [{ builtinId: 'rings' }, { builtinId: 'rings' }]), 400, 'CHALLENGE_PROMPT_DUPLICATE');
    refused(await setList(a.code, a.creatorToken, [{ id: foreign }]), 409, 'CHALLENGE_PROMPT_UNKNOWN');
    expect((await setList(a.code, bea.token, [])).statusCode).toBe(403);

    ok(await setList(a.code, a.creatorToken, [{ builtinId: 'rings' }]));
    ok(await choose(a.code, bea.token, photo.id, 'rings'));
    refused(await setList(a.code, a.creatorToken, []), 409, 'CHALLENGE_PROMPT_HAS_PHOTOS');
    // Hiding instead: off the guests' card (and not pickable), still the creator's, its photo kept.
    const hidden = ok<ChallengesView>(await setList(a.code, a.creatorToken, [{ id: 'rings', hidden: true }, { builtinId: 'toast' }]));
    expect(hidden.prompts.map((p) => [p.id, p.hidden, p.photoCount])).toEqual([['rings', true, 1], ['toast', false, 0]]);
    expect((await card(a.code, cip.token)).prompts.map((p) => p.id)).toEqual(['toast']);
    const second = await f.uploadPhoto(a.code, cip.token);
    refused(await choose(a.code, cip.token, second.id, 'rings'), 409, 'CHALLENGE_PROMPT_UNKNOWN');
    // A prompt without photos goes.
    expect(ok<ChallengesView>(await setList(a.code, a.creatorToken, [{ id: 'rings', hidden: true }])).prompts.map((p) => p.id)).toEqual(['rings']);
    expect((await meta(a.code)).cc_toast).toBeUndefined();

    ok(await h.end(call(a.code, a.creatorToken, {}, { method: 'POST' })));
    refused(await choose(a.code, bea.token, photo.id, null), 409, 'CHALLENGES_CLOSED');
    refused(await setList(a.code, a.creatorToken, [{ id: 'rings' }]), 409, 'CHALLENGES_CLOSED');
    expect((await card(a.code, bea.token)).closed).toBe(true);
  });

  it('the live wall names each photo\'s challenge and lists the card\'s prompts (hidden ones left out) for its captions', async () => {
    const { code, creatorToken, sessions } = await running(['Bea']);
    const [bea] = sessions as [(typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }, { text: 'Best hat' }, { builtinId: 'rings', hidden: true }]));
    const photo = await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    const plain = await f.uploadPhoto(code, bea.token);
    const link = ok<WallLinkResponse>(await h.wallLink(call(code, creatorToken, {}, { method: 'POST' })), 201);
    const wall = ok<WallView>(await h.wall(call(code, link.token)));
    expect(wall.photos.map((p) => [p.id, p.promptId ?? null])).toEqual([[plain.id, null], [photo.id, 'toast']]);
    expect(wall.prompts?.map((p) => [p.id, p.builtinId, p.text])).toEqual([['toast', 'toast', null], [expect.stringMatching(/^t/), null, 'Best hat']]);
  });

  it('a removed guest changes nothing, not even a clear that would change nothing', async () => {
    const { code, creatorToken, sessions } = await running(['Bea']);
    const [bea] = sessions as [(typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }]));
    const photo = await f.uploadPhoto(code, bea.token);
    ok(await h.kick(call(code, creatorToken, { participantId: bea.participant.id }, { method: 'POST', body: {} })));
    refused(await choose(code, bea.token, photo.id, null), 403, 'KICKED');
    refused(await choose(code, bea.token, photo.id, 'toast'), 403, 'KICKED');
    refused(await h.get(call(code, bea.token)), 403, 'KICKED');
  });

  it('the end time passing closes changes before the auto-end job runs', async () => {
    const { code, creatorToken, sessions } = await running(['Bea']);
    const [bea] = sessions as [(typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }]));
    const photo = await f.uploadPhoto(code, bea.token);
    advance(25 * 3600_000);
    refused(await choose(code, bea.token, photo.id, 'toast'), 409, 'CHALLENGES_CLOSED');
  });

  it('a photo whose slot was taken before the end but confirmed after it is kept (in the gallery) and answers no challenge: the champion shown at the end stays the champion', async () => {
    const { code, creatorToken, sessions } = await running(['Bea', 'Cip']);
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }, { builtinId: 'hug' }]));
    await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    await f.uploadPhoto(code, bea.token, { promptId: 'hug' });
    await f.uploadPhoto(code, cip.token, { promptId: 'toast' });
    // Cip's second prompt: its slot taken and its files uploaded before the end, its confirm after it (a slot lives 15 minutes).
    const late = await uploadedSlot(code, cip.token, 'hug');
    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    const champions = async () => ok<Awards>(await h.awards(call(code, bea.token))).challenges?.champions.map((c) => [c.name, c.completed]);
    expect(await champions()).toEqual([['Bea', 2]]);
    const before = await meta(code);

    const photo = await confirmSlot(code, cip.token, late);
    expect(await champions()).toEqual([['Bea', 2]]);
    expect([photo.id, photo.promptId]).toEqual([late, undefined]);
    expect(await galleryIds(code, bea.token)).toContain(late);
    expect((await card(code, cip.token)).done).toEqual(['toast']);
    expect(await photosOf(code, bea.token, 'hug')).not.toContain(late);
    const after = await meta(code);
    expect([after.cc_hug, after.photoCount]).toEqual([before.cc_hug, Number(before.photoCount) + 1]);
  });

  it('the same once the end time has passed, before the auto-end job ends the event', async () => {
    const { code, creatorToken, sessions } = await running(['Bea', 'Cip']);
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }]));
    await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    const late = await uploadedSlot(code, cip.token, 'toast');
    // A minute past the end time: the event has ended, though its status still says active until the job runs.
    advance(Date.parse(String((await meta(code)).endsAt)) + 60_000 - (Date.now() + offset));
    expect((await meta(code)).status).toBe('active');
    const photo = await confirmSlot(code, cip.token, late);
    const { endDueEvents } = await import('../../functions/core/domain/events/end-event.js');
    expect((await endDueEvents()).ended).toContain(code);
    const awards = ok<Awards>(await h.awards(call(code, bea.token)));
    expect(awards.challenges?.champions.map((c) => [c.name, c.completed])).toEqual([['Bea', 1]]);
    expect(photo.promptId).toBeUndefined();
    expect(await galleryIds(code, bea.token)).toContain(late);
  });

  it('deleting a photo takes it out of its prompt\'s count and its uploader\'s progress, so the prompt can be removed', async () => {
    const { code, creatorToken, sessions } = await running(['Bea']);
    const [bea] = sessions as [(typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }]));
    const photo = await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    expect((await card(code, bea.token)).done).toEqual(['toast']);
    expect((await h.remove(call(code, bea.token, { photoId: photo.id }, { method: 'DELETE', body: {} }))).statusCode).toBe(204);
    const c = await card(code, bea.token);
    expect(c.done).toEqual([]);
    expect(c.prompts[0]?.photoCount).toBe(0);
    ok(await setList(code, creatorToken, []));
  });

  it('a photo the creator hides leaves its prompt\'s count guests see, comes back when shown, carries its hidden place when its prompt changes, and still holds the prompt against removal', async () => {
    const { code, creatorToken, creator, sessions } = await running(['Bea', 'Cip']);
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }, { builtinId: 'hug' }]));
    const photo = await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    await f.uploadPhoto(code, cip.token, { promptId: 'toast' });
    const counts = async () => Object.fromEntries((await card(code, cip.token)).prompts.map((p) => [p.id, p.photoCount]));
    expect(await counts()).toEqual({ toast: 2, hug: 0 });

    const toggle = (which: 'hide' | 'unhide') => h[which](call(code, creator.token, { photoId: photo.id }, { method: 'POST' }));
    expect((await toggle('hide')).statusCode).toBe(204);
    expect(await counts()).toEqual({ toast: 1, hug: 0 });
    expect(await photosOf(code, cip.token, 'toast')).not.toContain(photo.id);
    // Hiding twice changes nothing.
    expect((await toggle('hide')).statusCode).toBe(204);
    expect(await counts()).toEqual({ toast: 1, hug: 0 });
    // Its owner moves it to another prompt while hidden: the hidden place moves with it.
    ok<SetPhotoChallengeResponse>(await choose(code, bea.token, photo.id, 'hug'));
    expect(await counts()).toEqual({ toast: 1, hug: 0 });
    // The hidden photo still holds its prompt: not removable.
    refused(await setList(code, creatorToken, [{ id: 'toast' }]), 409, 'CHALLENGE_PROMPT_HAS_PHOTOS');
    expect((await toggle('unhide')).statusCode).toBe(204);
    expect(await counts()).toEqual({ toast: 1, hug: 1 });
    expect(await photosOf(code, cip.token, 'hug')).toEqual([photo.id]);
    // Hidden again, then deleted: nothing is left of it in either count, and its prompt can go.
    expect((await toggle('hide')).statusCode).toBe(204);
    expect((await h.remove(call(code, bea.token, { photoId: photo.id }, { method: 'DELETE', body: {} }))).statusCode).toBe(204);
    const m = await meta(code);
    expect([m.cc_hug, m.ch_hug, m.cc_toast, m.ch_toast ?? 0]).toEqual([0, 0, 1, 0]);
    ok(await setList(code, creatorToken, [{ id: 'toast' }]));
  });

  it('a staff delete (support) takes the photo out of its prompt\'s count and its uploader\'s progress too, hidden or not', async () => {
    const { code, creatorToken, creator, sessions } = await running(['Bea']);
    const [bea] = sessions as [(typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'hug' }]));
    const photo = await f.uploadPhoto(code, bea.token, { promptId: 'hug' });
    // The creator hid it first: the delete takes it out of the hidden count as well.
    expect((await h.hide(call(code, creator.token, { photoId: photo.id }, { method: 'POST' }))).statusCode).toBe(204);
    const { staffDeletePhoto } = await import('../../functions/core/domain/photos/staff-delete-photo.js');
    await staffDeletePhoto(code, photo.id, 'staff@candid.test');
    const c = await card(code, bea.token);
    expect([c.done, c.prompts[0]?.photoCount]).toEqual([[], 0]);
    const m = await meta(code);
    expect([m.cc_hug, m.ch_hug]).toEqual([0, 0]);
  });

  it('reveal after the end: before the end a guest lists only their own photos of a prompt (counts stay visible)', async () => {
    const { code, creatorToken, creator, sessions } = await running(['Bea', 'Cip'], { revealAfterEnd: true });
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'hug' }]));
    const mine = await f.uploadPhoto(code, bea.token, { promptId: 'hug' });
    const theirs = await f.uploadPhoto(code, cip.token, { promptId: 'hug' });
    const c = await card(code, bea.token);
    expect(c.countsOnly).toBe(true);
    expect(c.prompts[0]?.photoCount).toBe(2);
    expect(await photosOf(code, bea.token, 'hug')).toEqual([mine.id]);
    expect(await photosOf(code, creator.token, 'hug')).toEqual([theirs.id, mine.id]);
  });

  it('the awards end with the Challenges chapter: per prompt its most-voted photo (no votes: no winner, as in the categories), and the champion', async () => {
    const { code, creatorToken, sessions } = await running(['Bea', 'Cip']);
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }, { text: 'Best hat' }, { builtinId: 'rings' }]));
    const hat = (await card(code, bea.token)).prompts[1]?.id ?? '';
    const early = await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    advance(1000);
    const voted = await f.uploadPhoto(code, cip.token, { promptId: 'toast' });
    advance(1000);
    const hatPhoto = await f.uploadPhoto(code, bea.token, { promptId: hat });
    // Bea votes for Cip's toast photo (handed out on a ballot, looked at for 3 seconds).
    for (let i = 0; i < 40; i++) {
      const b = ok<BallotResponse>(await h.ballot(call(code, bea.token, {}, { method: 'POST', body: {} })));
      if (b.kind === 'photo' && b.photo.id === voted.id) break;
    }
    advance(3100);
    expect((await h.vote(call(code, bea.token, {}, { method: 'POST', body: { photoId: voted.id, category: 'most_candid' } }))).statusCode).toBe(201);
    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));

    const awards = ok<Awards>(await h.awards(call(code, cip.token)));
    expect(awards.categories).toHaveLength(10);
    const chapter = awards.challenges;
    expect(chapter?.total).toBe(3);
    expect(chapter?.prompts.map((p) => [p.id, p.winner?.photo.id ?? null, p.winner?.voteCount ?? null])).toEqual([
      ['toast', voted.id, 1],
      [hat, null, null],
      ['rings', null, null],
    ]);
    expect(chapter?.prompts[1]?.text).toBe('Best hat');
    expect(early.id).not.toBe(voted.id);
    expect(hatPhoto.id).not.toBe(voted.id);
    expect(chapter?.champions).toEqual([{ participantId: bea.participant.id, name: 'Bea', completed: 2 }]);
  });

  it('a photo the creator hides answers no challenge: its guest\'s progress and the champion count shown photos only, whatever happens to it while hidden', async () => {
    const { code, creatorToken, creator, sessions } = await running(['Bea', 'Cip']);
    const [bea, cip] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
    ok(await setList(code, creatorToken, [{ builtinId: 'toast' }, { builtinId: 'hug' }, { builtinId: 'rings' }]));
    const toggle = (which: 'hide' | 'unhide', photoId: string) => h[which](call(code, creator.token, { photoId }, { method: 'POST' }));
    const done = async () => (await card(code, bea.token)).done.sort();
    await f.uploadPhoto(code, bea.token, { promptId: 'toast' });
    const hug = await f.uploadPhoto(code, bea.token, { promptId: 'hug' });
    const rings = await f.uploadPhoto(code, bea.token, { promptId: 'rings' });
    await f.uploadPhoto(code, cip.token, { promptId: 'toast' });
    await f.uploadPhoto(code, cip.token, { promptId: 'hug' });
    expect(await done()).toEqual(['hug', 'rings', 'toast']);

    // Hidden: gone from every gallery, her own included, so it answers nothing; shown again, it does.
    expect((await toggle('hide', hug.id)).statusCode).toBe(204);
    expect(await done()).toEqual(['rings', 'toast']);
    expect((await toggle('unhide', hug.id)).statusCode).toBe(204);
    expect(await done()).toEqual(['hug', 'rings', 'toast']);
    // Moved to another prompt while hidden: still nothing; deleted while hidden: her progress is not taken twice.
    expect((await toggle('hide', hug.id)).statusCode).toBe(204);
    ok(await choose(code, bea.token, hug.id, 'rings'));
    expect(await done()).toEqual(['rings', 'toast']);
    expect((await h.remove(call(code, bea.token, { photoId: hug.id }, { method: 'DELETE', body: {} }))).statusCode).toBe(204);
    expect((await toggle('hide', rings.id)).statusCode).toBe(204);
    const { staffDeletePhoto } = await import('../../functions/core/domain/photos/staff-delete-photo.js');
    await staffDeletePhoto(code, rings.id, 'staff@candid.test');
    expect(await done()).toEqual(['toast']);
    await f.uploadPhoto(code, bea.token, { promptId: 'rings' });
    expect(await done()).toEqual(['rings', 'toast']);

    // The champion: Bea and Cip have two prompts each in photos anyone can see; a hidden third makes no champion.
    const last = await f.uploadPhoto(code, bea.token, { promptId: 'hug' });
    expect((await toggle('hide', last.id)).statusCode).toBe(204);
    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    const awards = ok<Awards>(await h.awards(call(code, cip.token)));
    expect(awards.challenges?.champions.map((c) => [c.name, c.completed])).toEqual([['Bea', 2], ['Cip', 2]]);
  });

  it('an event without challenges has no Challenges chapter', async () => {
    const { code, creatorToken, sessions } = await running(['Bea']);
    await f.uploadPhoto(code, (sessions[0] as (typeof sessions)[0]).token);
    ok(await h.end(call(code, creatorToken, {}, { method: 'POST' })));
    expect(ok<Awards>(await h.awards(call(code, (sessions[0] as (typeof sessions)[0]).token))).challenges).toBeUndefined();
  });
});
