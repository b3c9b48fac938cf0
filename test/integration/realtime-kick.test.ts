import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { streamHandlers, wsHandlers } from '../../functions/routes.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import { startStreamPoller, type StreamPoller } from '../../infra/local/stream-poller.js';
import { startLocalWebSocket, type LocalWebSocket } from '../../infra/local/websocket.js';
import type { SocketTicketResponse } from '../../shared/schemas/realtime.js';
import { call, flows, loadHandler, ok, type Flows, type Handler } from '../support/flows.js';
import { fileStreamArn, useEmulators } from '../support/use-emulators.js';

/**
 * Kicked means disconnected (issue #11, item 13), end to end on the local stack's pieces: the real
 * $connect/$disconnect handlers behind the local WebSocket API, the real broadcaster fed by the stream
 * poller, and the HTTP handlers. Sockets open only with a single-use connect ticket from
 * POST …/socket-ticket; the long-lived participant token is never accepted in a socket URL.
 */
const env = useEmulators();
process.env.LOG_LEVEL = 'SILENT';

let api: LocalWebSocket;
let poller: StreamPoller;
let f: Flows;
let ticketHandler: Handler;
let kick: Handler;
let start: Handler;
let me: Handler;

beforeAll(async () => {
  const loader = createHandlerLoader(join(import.meta.dirname, '..', '..', 'functions'));
  api = await startLocalWebSocket({ port: 0, loader, handlers: wsHandlers, quiet: true });
  process.env.WS_MANAGEMENT_URL = api.managementUrl;
  poller = await startStreamPoller({
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB!,
    streamArn: fileStreamArn(),
    loader,
    handlers: [streamHandlers.broadcast],
  });
  f = await flows();
  [ticketHandler, kick, start, me] = await Promise.all(
    ['http/realtime/socket-ticket.js', 'http/participants/kick.js', 'http/events/start.js', 'http/events/me.js'].map(loadHandler),
  ) as [Handler, Handler, Handler, Handler];
});
afterAll(async () => {
  await poller?.stop();
  await api?.stop();
});

const requestTicket = (code: string, token: string) => ticketHandler(call(code, token, {}, { method: 'POST' }));
const ticketFor = async (code: string, token: string): Promise<string> => ok<SocketTicketResponse>(await requestTicket(code, token)).ticket;
const socketUrl = (query: Record<string, string>) => `${api.url}?${new URLSearchParams(query).toString()}`;

interface Listener {
  socket: WebSocket;
  messages: { type: string; participantId?: string; photoId?: string }[];
  closed: Promise<number>;
}

const listen = async (url: string): Promise<Listener> => {
  const socket = new WebSocket(url);
  const messages: Listener['messages'] = [];
  socket.on('message', (data) => messages.push(...(JSON.parse(data.toString()) as { messages: Listener['messages'] }).messages));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, closed };
};

/** The HTTP status an upgrade was refused with. */
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

const waitUntil = async (check: () => boolean, what: string, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A started event with a guest who will stay and one who will be removed. */
const startedEvent = async () => {
  const created = await f.createEvent();
  const code = created.event.code;
  const [stays, leaves] = await Promise.all([f.join(code, 'Stays'), f.join(code, 'Leaves')]);
  ok(await start(call(code, created.creatorToken, {}, { method: 'POST' })));
  const removeLeaves = async () => ok(await kick(call(code, created.creatorToken, { participantId: leaves.participant.id }, { method: 'POST' })));
  return { code, created, stays, leaves, removeLeaves };
};

describe('connect tickets', () => {
  it('are issued to an active participant, short-lived, and open the event socket once', async () => {
    const { code, stays } = await startedEvent();
    const before = Date.now();
    const res = ok<SocketTicketResponse>(await requestTicket(code, stays.token));
    const lifetime = Date.parse(res.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(61_000);

    const open = await listen(socketUrl({ event: code, ticket: res.ticket }));
    expect(await refusedWith(socketUrl({ event: code, ticket: res.ticket }))).toBe(401); // reused
    open.socket.close();
  });

  it('reads the event code as the join form does: typed case and spaces pass, a malformed code is a 400', async () => {
    const { code, stays } = await startedEvent();
    const typed = await listen(socketUrl({ event: ` ${code.toLowerCase()} `, ticket: ok<SocketTicketResponse>(await requestTicket(code, stays.token)).ticket }));
    typed.socket.close();
    const ticket = ok<SocketTicketResponse>(await requestTicket(code, stays.token)).ticket;
    for (const event of ['', code.slice(1), `${code.slice(1)}-`]) expect(await refusedWith(socketUrl({ event, ticket })), event).toBe(400);
  });

  it('refuses the long-lived participant token in the socket URL, under either name', async () => {
    const { code, stays } = await startedEvent();
    expect(await refusedWith(socketUrl({ event: code, token: stays.token }))).toBe(401);
    expect(await refusedWith(socketUrl({ event: code, ticket: stays.token }))).toBe(401);
  });

  it('refuses an expired ticket, a forged one, and one of another event', async () => {
    const { code, stays } = await startedEvent();
    const other = await f.createEvent();
    const claims = { evt: code };
    const secret = new TextEncoder().encode(env.TOKEN_SECRET);
    const iat = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' }).setSubject(stays.participant.id).setIssuer('candid').setAudience('candid:socket')
      .setJti('expired-ticket').setIssuedAt(iat).setExpirationTime(iat + 60)
      .sign(secret);
    expect(await refusedWith(socketUrl({ event: code, ticket: expired }))).toBe(401);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' }).setSubject(stays.participant.id).setIssuer('candid').setAudience('candid:socket')
      .setJti('forged-ticket').setExpirationTime('1m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server'));
    expect(await refusedWith(socketUrl({ event: code, ticket: forged }))).toBe(401);
    expect(await refusedWith(socketUrl({ event: other.event.code, ticket: await ticketFor(code, stays.token) }))).toBe(403);
  });

  it('is no bearer credential for the HTTP API', async () => {
    const { code, stays } = await startedEvent();
    const res = await me(call(code, await ticketFor(code, stays.token)));
    expect(res.statusCode).toBe(401);
  });
});

describe('a kicked participant', () => {
  it('gets no ticket (403 KICKED), and a ticket taken before the kick opens no socket', async () => {
    const { code, leaves, removeLeaves } = await startedEvent();
    const early = await ticketFor(code, leaves.token);
    await removeLeaves();
    const res = await requestTicket(code, leaves.token);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body ?? '{}')).toMatchObject({ error: { code: 'KICKED' } });
    expect(await refusedWith(socketUrl({ event: code, ticket: early }))).toBe(403);
  });

  it('is told on every open socket, then disconnected by the server, and hears nothing later', async () => {
    const { code, stays, leaves, removeLeaves } = await startedEvent();
    const [phone, tablet, other] = await Promise.all([
      listen(socketUrl({ event: code, ticket: await ticketFor(code, leaves.token) })),
      listen(socketUrl({ event: code, ticket: await ticketFor(code, leaves.token) })),
      listen(socketUrl({ event: code, ticket: await ticketFor(code, stays.token) })),
    ]);
    await removeLeaves();

    for (const device of [phone, tablet]) {
      expect(await device.closed).toBe(1000); // closed by the server, not by this client
      // (The start's event-updated may come first: the sockets opened while it was on its way.)
      expect(device.messages.at(-1)).toEqual({ type: 'participant-kicked', participantId: leaves.participant.id });
    }
    const heard = [phone.messages.length, tablet.messages.length];
    await waitUntil(() => other.messages.some((m) => m.type === 'participant-kicked'), 'the kick on the other guest’s socket');
    expect(other.socket.readyState).toBe(WebSocket.OPEN);

    // A later photo reaches the guest who stayed, and no socket of the removed one (none is left open).
    const photo = await f.uploadPhoto(code, stays.token);
    await waitUntil(() => other.messages.some((m) => m.type === 'photo-added' && m.photoId === photo.id), 'the new photo');
    expect([phone.messages.length, tablet.messages.length]).toEqual(heard);
    expect([...phone.messages, ...tablet.messages].some((m) => m.type === 'photo-added')).toBe(false);
    other.socket.close();
  });
});

/**
 * "Sign out other phones" (the organizer portal, for a lost phone) ends every credential with creator rights
 * issued before it, from their next request (organizer.test.ts). The lost phone's live socket is a channel too:
 * it must close as a kicked guest's does, and a connect ticket it took just before must open nothing; the
 * guests' sockets and the phone that signed the others out keep theirs.
 */
describe("a phone signed out by 'Sign out other phones'", () => {
  /** A started event whose creator entered as a guest on the (soon lost) phone, and a guest. */
  const eventWithCreatorPhone = async () => {
    const { code, created, stays } = await startedEvent();
    const lostPhone = await f.join(code, 'Ana', created.creatorToken);
    const signOutOthers = async () => {
      const [{ advanceCreatorEpoch }, { signCreatorCredential }] = await Promise.all([
        import('../../functions/core/data/creator-epoch.js'),
        import('../../functions/core/domain/events/create-event.js'),
      ]);
      // What POST /api/organizer/events/{code}/manage does with signOutOtherPhones (organizer.test.ts).
      const event = await advanceCreatorEpoch(code);
      if (!event) throw new Error('no event');
      return signCreatorCredential(event);
    };
    return { code, stays, lostPhone, signOutOthers };
  };

  it('loses its open socket at once, and a ticket it took before opens none', async () => {
    const { code, stays, lostPhone, signOutOthers } = await eventWithCreatorPhone();
    const [lost, guest] = await Promise.all([
      listen(socketUrl({ event: code, ticket: await ticketFor(code, lostPhone.token) })),
      listen(socketUrl({ event: code, ticket: await ticketFor(code, stays.token) })),
    ]);
    const early = await ticketFor(code, lostPhone.token);
    const freshCredential = await signOutOthers();

    await waitUntil(() => lost.socket.readyState === WebSocket.CLOSED, "the lost phone's socket to be closed by the server");
    expect(await lost.closed).toBe(1000);
    expect(await refusedWith(socketUrl({ event: code, ticket: early }))).toBe(401);
    const refused = await requestTicket(code, lostPhone.token);
    expect([refused.statusCode, JSON.parse(refused.body ?? '{}').error?.code]).toEqual([401, 'CREATOR_SIGNED_OUT']);

    // The phone that signed the others out enters again as the same creator participant and listens; a later
    // photo reaches it and the guest, and nothing more reaches the lost phone.
    const thisPhone = await f.join(code, 'Ana', freshCredential);
    const kept = await listen(socketUrl({ event: code, ticket: await ticketFor(code, thisPhone.token) }));
    const heard = lost.messages.length;
    const photo = await f.uploadPhoto(code, stays.token);
    for (const device of [guest, kept]) await waitUntil(() => device.messages.some((m) => m.type === 'photo-added' && m.photoId === photo.id), 'the new photo');
    expect(lost.messages).toHaveLength(heard);
    expect([guest.socket.readyState, kept.socket.readyState]).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    guest.socket.close();
    kept.socket.close();
  });
});
