import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { streamHandlers, wsHandlers } from '../../functions/routes.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import { startStreamPoller, type StreamPoller } from '../../infra/local/stream-poller.js';
import { startLocalWebSocket, type LocalWebSocket } from '../../infra/local/websocket.js';
import type { SocketTicketResponse } from '../../shared/schemas/realtime.js';
import { WALL_PHOTO_LIMIT, type WallLinkResponse, type WallPhoto, type WallView } from '../../shared/schemas/wall.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { fileStreamArn, useEmulators } from '../support/use-emulators.js';

/**
 * The live wall's credential (issue #19, item 1), on the local stack's pieces: the creator makes and revokes
 * wall links; a wall link reads its event's wall (newest photos, winners after the end), one photo, and opens
 * a listen-only socket that hears the event's messages; a revoked link is refused everywhere and its open
 * socket closed; a wall token opens no guest route and no guest token opens a wall route.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let api: LocalWebSocket;
let poller: StreamPoller;
let f: Flows;
const h: Record<string, Handler> = {};

beforeAll(async () => {
  const loader = createHandlerLoader(join(import.meta.dirname, '..', '..', 'functions'));
  api = await startLocalWebSocket({ port: 0, loader, handlers: wsHandlers, quiet: true });
  process.env.WS_MANAGEMENT_URL = api.managementUrl;
  poller = await startStreamPoller({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB!, streamArn: fileStreamArn(), loader, handlers: [streamHandlers.broadcast] });
  f = await flows();
  const files = {
    createLink: 'http/wall/create-link.js',
    revoke: 'http/wall/revoke-links.js',
    wall: 'http/wall/get.js',
    photo: 'http/wall/photo.js',
    wallTicket: 'http/wall/socket-ticket.js',
    start: 'http/events/start.js',
    end: 'http/events/end.js',
    me: 'http/events/me.js',
    listPhotos: 'http/photos/list.js',
    guestTicket: 'http/realtime/socket-ticket.js',
    ballot: 'http/votes/ballot.js',
    hide: 'http/moderation/hide.js',
  };
  for (const [name, path] of Object.entries(files)) h[name] = await loadHandler(path);
});
afterAll(async () => {
  await poller?.stop();
  await api?.stop();
});

const post = { method: 'POST' } as const;
const createLink = async (code: string, creatorToken: string) => ok<WallLinkResponse>(await h.createLink!(call(code, creatorToken, {}, post)), 201);
const socketUrl = (code: string, ticket: string) => `${api.url}?${new URLSearchParams({ event: code, ticket }).toString()}`;
const errorCode = (res: { body?: string }) => (JSON.parse(res.body ?? '{}') as { error?: { code?: string } }).error?.code;

const waitUntil = async (check: () => boolean, what: string, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

interface Listener {
  socket: WebSocket;
  messages: { type: string; photoId?: string; uploaderId?: string; photoCount?: number; event?: { status: string } }[];
  /** Every frame as it came, to check that a photo id appears nowhere in it. */
  raw: string[];
  closed: Promise<number>;
}
const listen = async (url: string): Promise<Listener> => {
  const socket = new WebSocket(url);
  const messages: Listener['messages'] = [];
  const raw: string[] = [];
  socket.on('message', (data) => {
    raw.push(data.toString());
    messages.push(...(JSON.parse(data.toString()) as { messages: Listener['messages'] }).messages);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, raw, closed };
};
const refusedWith = (url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => {
      socket.close();
      reject(new Error('the upgrade was accepted'));
    });
    socket.once('error', () => undefined);
  });

/** A started event with one guest and a wall link. */
const eventWithWall = async () => {
  const created = await f.createEvent({ title: 'Wall Party' });
  const code = created.event.code;
  const guest = await f.join(code, 'Guest Ana');
  ok(await h.start!(call(code, created.creatorToken, {}, post)));
  const link = await createLink(code, created.creatorToken);
  return { code, created, guest, link };
};

/** Moderation's hide (its own helper builds the route): the photo item gets `hidden: true`. */
const hidePhoto = async (code: string, photoId: string) => {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
  await ddb.send(new UpdateCommand({ TableName: tableName(), Key: keys.photo(code, photoId), UpdateExpression: 'SET #hidden = :t', ExpressionAttributeNames: { '#hidden': 'hidden' }, ExpressionAttributeValues: { ':t': true } }));
};

describe('wall links', () => {
  it('the creator makes one; the wall reads the event and its newest photos with their uploaders, and one photo', async () => {
    const { code, guest, link } = await eventWithWall();
    expect(link.token.split('.')).toHaveLength(3);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now() + 24 * 3600_000);
    const first = await f.uploadPhoto(code, guest.token);
    const second = await f.uploadPhoto(code, guest.token);

    const view = ok<WallView>(await h.wall!(call(code, link.token)));
    expect(view.event).toMatchObject({ code, title: 'Wall Party', status: 'active', photoCount: 2 });
    expect(view.photos.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(view.photos[0]).toMatchObject({ uploaderName: 'Guest Ana', width: 1080, height: 1080 });
    expect(view.photos[0]!.url).toContain(`/events/${code}/`);
    expect(view.awards).toBeNull();

    const one = ok<WallPhoto>(await h.photo!(call(code, link.token, { photoId: first.id })));
    expect(one).toMatchObject({ id: first.id, uploaderName: 'Guest Ana' });
    // Nothing a guest would act on: no download link, no votes, no uploader id.
    expect(Object.keys(one).sort()).toEqual(['height', 'id', 'uploadedAt', 'uploaderName', 'url', 'width']);
  });

  it('only the creator makes or revokes wall links', async () => {
    const { code, guest } = await eventWithWall();
    for (const handler of [h.createLink!, h.revoke!]) {
      expect((await handler(call(code, guest.token, {}, post))).statusCode).toBe(403);
      expect((await handler(call(code, undefined, {}, post))).statusCode).toBe(401);
    }
  });

  it('shows at most the newest WALL_PHOTO_LIMIT photos, never a hidden one', async () => {
    const { code, guest, link } = await eventWithWall();
    const { seedPhotos } = await import('../support/seed-photos.js');
    const ids = await seedPhotos(code, { id: guest.participant.id, name: 'Guest Ana' }, WALL_PHOTO_LIMIT + 5);
    const newest = [...ids].sort().reverse();
    await hidePhoto(code, newest[1]!);
    const view = ok<WallView>(await h.wall!(call(code, link.token)));
    expect(view.photos.length).toBeLessThanOrEqual(WALL_PHOTO_LIMIT);
    expect(view.photos[0]!.id).toBe(newest[0]);
    expect(view.photos.map((p) => p.id)).not.toContain(newest[1]);
    const hidden = await h.photo!(call(code, link.token, { photoId: newest[1]! }));
    expect(hidden.statusCode).toBe(404);
    expect(errorCode(hidden)).toBe('PHOTO_NOT_FOUND');
  });

  it('after the end the wall shows the award winners (a hidden photo never wins)', async () => {
    const { code, created, guest, link } = await eventWithWall();
    const { seedPhotos } = await import('../support/seed-photos.js');
    const [winner, hiddenTop] = await seedPhotos(code, { id: guest.participant.id, name: 'Guest Ana' }, 2);
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { ddb, keys, tableName } = await import('../../functions/core/data/table.js');
    // Tallies as votes leave them (votes.test.ts covers casting): the hidden one has more.
    for (const [id, n] of [[winner!, 2], [hiddenTop!, 5]] as const) {
      await ddb.send(new UpdateCommand({
        TableName: tableName(), Key: keys.photo(code, id),
        UpdateExpression: 'SET v_most_candid = :n, GSI1PK = :voted, GSI1SK = :id',
        ExpressionAttributeValues: { ':n': n, ':voted': keys.votedPhotos(code), ':id': id },
      }));
    }
    await hidePhoto(code, hiddenTop!);
    expect(ok<WallView>(await h.wall!(call(code, link.token))).awards).toBeNull();
    ok(await h.end!(call(code, created.creatorToken, {}, post)));
    const view = ok<WallView>(await h.wall!(call(code, link.token)));
    expect(view.event.status).toBe('completed');
    const candid = view.awards?.find((a) => a.category === 'most_candid');
    expect(candid).toMatchObject({ maxVotes: 2 });
    expect(candid?.winners.map((p) => p.id)).toEqual([winner]);
    expect(candid?.winners[0]?.uploaderName).toBe('Guest Ana');
  });
});

describe('a revoked wall link', () => {
  it('is refused on every wall route; a ticket taken before opens no socket; its open socket is closed', async () => {
    const { code, created, guest, link } = await eventWithWall();
    const photo = await f.uploadPhoto(code, guest.token);
    const early = ok<SocketTicketResponse>(await h.wallTicket!(call(code, link.token, {}, post))).ticket;
    const open = await listen(socketUrl(code, ok<SocketTicketResponse>(await h.wallTicket!(call(code, link.token, {}, post))).ticket));

    expect(ok<{ revoked: number }>(await h.revoke!(call(code, created.creatorToken, {}, post)))).toEqual({ revoked: 1 });
    for (const res of [
      await h.wall!(call(code, link.token)),
      await h.photo!(call(code, link.token, { photoId: photo.id })),
      await h.wallTicket!(call(code, link.token, {}, post)),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(errorCode(res)).toBe('WALL_LINK_REVOKED');
    }
    expect(await refusedWith(socketUrl(code, early))).toBe(401);
    expect(await open.closed).toBe(1000); // closed by the server
    // A new link works again; revoking again revokes only what exists.
    const again = await createLink(code, created.creatorToken);
    ok<WallView>(await h.wall!(call(code, again.token)));
  });
});

describe('a wall revoked in a stream batch', () => {
  it('hears nothing of what the same batch brings after the revoke (a photo added), and is closed', async () => {
    const { code, link } = await eventWithWall();
    const wall = await listen(socketUrl(code, ok<SocketTicketResponse>(await h.wallTicket!(call(code, link.token, {}, post))).ticket));
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const { handler } = await import('../../functions/streams/broadcast.js');
    // One batch of the table stream, in order: the wall link deleted (revoked), then a guest's new photo.
    const wallItem = { PK: `EVENT#${code}`, SK: `WALL#${link.wallId}`, entity: 'wall', wallId: link.wallId, eventCode: code, createdAt: new Date().toISOString(), ttl: 1 };
    const photoItem = { PK: `EVENT#${code}`, SK: 'PHOTO#01JAFTERTHEREVOKE00000000', entity: 'photo', id: '01JAFTERTHEREVOKE00000000', eventCode: code, uploaderId: 'p-ana' };
    await handler({
      Records: [{ eventName: 'REMOVE', dynamodb: { OldImage: marshall(wallItem) } }, { eventName: 'INSERT', dynamodb: { NewImage: marshall(photoItem) } }],
    } as unknown as Parameters<typeof handler>[0]);
    expect(await wall.closed).toBe(1000);
    expect(wall.raw.filter((frame) => frame.includes(photoItem.id))).toEqual([]);
  });
});

describe('a wall credential', () => {
  it('opens no guest route, and no guest credential opens a wall route', async () => {
    const { code, guest, link } = await eventWithWall();
    for (const res of [
      await h.me!(call(code, link.token)),
      await h.listPhotos!(call(code, link.token)),
      await h.guestTicket!(call(code, link.token, {}, post)),
      await h.ballot!(call(code, link.token, {}, { method: 'POST', body: {} })),
    ]) expect(res.statusCode, res.body).toBe(401);
    expect((await h.wall!(call(code, guest.token))).statusCode).toBe(401);
    expect((await h.wall!(call(code, undefined))).statusCode).toBe(401);
    const other = await f.createEvent();
    expect((await h.wall!(call(other.event.code, link.token))).statusCode).toBe(403);
  });

  it("listens to its event's messages: new photos, removals and the end", async () => {
    const { code, created, guest, link } = await eventWithWall();
    const wall = await listen(socketUrl(code, ok<SocketTicketResponse>(await h.wallTicket!(call(code, link.token, {}, post))).ticket));
    const photo = await f.uploadPhoto(code, guest.token);
    await waitUntil(() => wall.messages.some((m) => m.type === 'photo-added' && m.photoId === photo.id), 'photo-added on the wall');
    // The creator hides it (moderation's route): the wall hears photo-removed and can no longer read it.
    expect((await h.hide!(call(code, created.creatorToken, { photoId: photo.id }, post))).statusCode).toBe(204);
    await waitUntil(() => wall.messages.some((m) => m.type === 'photo-removed' && m.photoId === photo.id), 'photo-removed on the wall');
    expect((await h.photo!(call(code, link.token, { photoId: photo.id }))).statusCode).toBe(404);
    expect(ok<WallView>(await h.wall!(call(code, link.token))).photos).toEqual([]);
    ok(await h.end!(call(code, created.creatorToken, {}, post)));
    await waitUntil(() => wall.messages.some((m) => m.type === 'event-updated' && m.event?.status === 'completed'), 'the end on the wall');
    // A wall ticket is no bearer credential either.
    const ticket = ok<SocketTicketResponse>(await h.wallTicket!(call(code, link.token, {}, post))).ticket;
    expect((await h.wall!(call(code, ticket))).statusCode).toBe(401);
    wall.socket.close();
  });
});

describe('reveal after the end (issue 29, item 1)', () => {
  const guestSocket = async (code: string, token: string) => listen(socketUrl(code, ok<SocketTicketResponse>(await h.guestTicket!(call(code, token, {}, post))).ticket));
  const wallSocket = async (code: string, wallToken: string) => listen(socketUrl(code, ok<SocketTicketResponse>(await h.wallTicket!(call(code, wallToken, {}, post))).ticket));
  const heard = (l: Listener, photoId: string) => l.raw.some((frame) => frame.includes(photoId));

  it("before the end no other guest's photo reaches a guest's socket or the wall (only the count); at the end they do", async () => {
    const created = await f.createEvent({ title: 'Secret Party', revealAfterEnd: true });
    const code = created.event.code;
    const creator = await f.join(code, 'Olga', created.creatorToken);
    const [mara, ion] = await Promise.all([f.join(code, 'Mara'), f.join(code, 'Ion')]);
    ok(await h.start!(call(code, created.creatorToken, {}, post)));
    const link = await createLink(code, created.creatorToken);
    const [maraSocket, ionSocket, creatorSocket, wall] = await Promise.all([
      guestSocket(code, mara.token),
      guestSocket(code, ion.token),
      guestSocket(code, creator.token),
      wallSocket(code, link.token),
    ]);

    const first = await f.uploadPhoto(code, ion.token);
    // Ion's own socket hears his photo; everyone else hears only that one more was taken.
    await waitUntil(() => ionSocket.messages.some((m) => m.type === 'photo-added' && m.photoId === first.id), "photo-added on the uploader's socket");
    for (const other of [maraSocket, creatorSocket, wall]) await waitUntil(() => other.messages.some((m) => m.type === 'photo-count' && m.photoCount === 1), 'photo-count 1');
    for (const other of [maraSocket, creatorSocket, wall]) {
      expect(heard(other, first.id), other.raw.join('\n')).toBe(false);
      expect(heard(other, ion.participant.id), other.raw.join('\n')).toBe(false);
    }

    // The wall reads the count and no photo; the photo route shows nothing either, even given the id.
    const waiting = ok<WallView>(await h.wall!(call(code, link.token)));
    expect(waiting.event).toMatchObject({ photoCount: 1, revealAfterEnd: true, status: 'active' });
    expect(waiting.photos).toEqual([]);
    const early = await h.photo!(call(code, link.token, { photoId: first.id }));
    expect(early.statusCode).toBe(404);
    expect(errorCode(early)).toBe('PHOTO_NOT_FOUND');

    // A second photo, then the creator hides it: the count falls for everyone, still without the id.
    const second = await f.uploadPhoto(code, ion.token);
    await waitUntil(() => wall.messages.some((m) => m.type === 'photo-count' && m.photoCount === 2), 'photo-count 2');
    expect((await h.hide!(call(code, created.creatorToken, { photoId: second.id }, post))).statusCode).toBe(204);
    await waitUntil(() => ionSocket.messages.some((m) => m.type === 'photo-removed' && m.photoId === second.id), "photo-removed on the uploader's socket");
    for (const other of [maraSocket, wall]) {
      await waitUntil(() => other.messages.filter((m) => m.type === 'photo-count').at(-1)?.photoCount === 1, 'photo-count back to 1');
      expect(heard(other, second.id), other.raw.join('\n')).toBe(false);
    }

    // The end: every socket hears it, the wall reads the photos, and from now on photos are named to all.
    ok(await h.end!(call(code, created.creatorToken, {}, post)));
    for (const l of [maraSocket, wall]) await waitUntil(() => l.messages.some((m) => m.type === 'event-updated' && m.event?.status === 'completed'), 'the end');
    const revealed = ok<WallView>(await h.wall!(call(code, link.token)));
    expect(revealed.photos.map((p) => p.id)).toEqual([first.id]);
    expect(revealed.event.votingEndsAt).not.toBeNull();
    // The reveal's voting hour: no winners yet.
    expect(revealed.awards).toBeNull();
    expect(ok<WallPhoto>(await h.photo!(call(code, link.token, { photoId: first.id }))).id).toBe(first.id);
    expect((await h.hide!(call(code, created.creatorToken, { photoId: first.id }, post))).statusCode).toBe(204);
    for (const l of [maraSocket, wall]) await waitUntil(() => l.messages.some((m) => m.type === 'photo-removed' && m.photoId === first.id), 'photo-removed after the end');
    for (const l of [maraSocket, ionSocket, creatorSocket, wall]) l.socket.close();
  });

  it('without reveal, a hidden photo lowers the count on every socket at once (the wall needs no re-read)', async () => {
    const { code, created, guest, link } = await eventWithWall();
    const wall = await wallSocket(code, link.token);
    const photo = await f.uploadPhoto(code, guest.token);
    await waitUntil(() => wall.messages.some((m) => m.type === 'photo-added' && m.photoId === photo.id), 'photo-added');
    expect(wall.messages.some((m) => m.type === 'photo-count')).toBe(false);
    expect((await h.hide!(call(code, created.creatorToken, { photoId: photo.id }, post))).statusCode).toBe(204);
    await waitUntil(() => wall.messages.some((m) => m.type === 'photo-count' && m.photoCount === 0), 'photo-count 0');
    wall.socket.close();
  });
});
