import { randomBytes, randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { join } from 'node:path';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import type { APIGatewayProxyWebsocketEventV2, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { wsHandlers } from '../../functions/routes.js';
import { startGateway, type Gateway } from '../../infra/local/gateway.js';
import { createHandlerLoader } from '../../infra/local/handler-loader.js';
import { startStreamPoller, type StreamPoller } from '../../infra/local/stream-poller.js';
import { startLocalWebSocket, type LocalWebSocket } from '../../infra/local/websocket.js';
import { clearCalls, fixtureCalls } from '../support/fixtures/calls.js';
import { fileStreamArn, useEmulators } from '../support/use-emulators.js';

/**
 * The local WebSocket API (DESIGN sections 8, 10): $connect/$disconnect handlers, the management API as
 * the real SDK client sees it, and the stream poller that feeds the broadcaster.
 */
const env = useEmulators();
const fixtures = join(import.meta.dirname, '..', 'support', 'fixtures', 'functions');
const loader = createHandlerLoader(fixtures);
let api: LocalWebSocket;
let gateway: Gateway;
let mgmt: ApiGatewayManagementApiClient;

beforeAll(async () => {
  api = await startLocalWebSocket({ port: 0, loader, handlers: { connect: 'ws/connect.ts', disconnect: 'ws/disconnect.ts' }, quiet: true });
  gateway = await startGateway({ port: 0, routes: [], notFoundHandler: 'http/not-found.ts', loader, headers: {}, onUpgrade: api.handleUpgrade, quiet: true });
  mgmt = new ApiGatewayManagementApiClient({
    endpoint: api.managementUrl,
    region: env.AWS_REGION!,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  });
});
afterAll(async () => {
  mgmt?.destroy();
  await gateway?.stop();
  await api?.stop();
});
beforeEach(() => clearCalls());

type WsEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string> };
const calls = (handler: string): WsEvent[] => fixtureCalls().filter((c) => c.handler === handler).map((c) => c.event as WsEvent);

const disconnectOf = (id: string): WsEvent | undefined => calls('disconnect').find((e) => e.requestContext.connectionId === id);

const waitUntil = async <T>(get: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = get();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Opens a socket and resolves with it and its connection id (as the $connect handler saw it). */
const connect = async (url: string): Promise<{ socket: WebSocket; id: string; messages: string[] }> => {
  const socket = new WebSocket(url);
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const id = calls('connect').at(-1)?.requestContext.connectionId;
  if (!id) throw new Error('the $connect handler was not called');
  return { socket, id, messages };
};

/** The HTTP status an upgrade was refused with. */
const refusedWith = (url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('error', () => undefined);
  });

describe('$connect and $disconnect', () => {
  it('passes the query string to $connect and accepts on 2xx', async () => {
    const { socket, id } = await connect(`${api.url}?event=ABC123&token=ok`);
    const event = calls('connect')[0]!;
    expect(event.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT', connectionId: id });
    expect(event.queryStringParameters).toEqual({ event: 'ABC123', token: 'ok' });
    expect(api.connections.has(id)).toBe(true);
    socket.close();
    const gone = await waitUntil(() => disconnectOf(id), '$disconnect');
    expect(gone.requestContext).toMatchObject({ routeKey: '$disconnect', eventType: 'DISCONNECT', connectionId: id });
    expect(api.connections.has(id)).toBe(false);
  });

  it('refuses the upgrade when $connect answers non-2xx', async () => {
    expect(await refusedWith(`${api.url}?event=ABC123&token=bad`)).toBe(403);
    expect(api.connections.size).toBe(0);
  });

  it('is also reachable on the site origin at /ws', async () => {
    const { socket, id } = await connect(`${gateway.url.replace('http', 'ws')}/ws?token=ok`);
    expect(api.connections.has(id)).toBe(true);
    socket.close();
  });

  it('refuses a bad token with the real $connect handler', async () => {
    const real = await startLocalWebSocket({
      port: 0,
      loader: createHandlerLoader(join(import.meta.dirname, '..', '..', 'functions')),
      handlers: wsHandlers,
      quiet: true,
    });
    try {
      const status = await refusedWith(`${real.url}?event=ABC123&token=not-a-token`);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    } finally {
      await real.stop();
    }
  });
});

describe('management API through @aws-sdk/client-apigatewaymanagementapi', () => {
  it('delivers PostToConnection to that socket and describes the connection', async () => {
    const { socket, id, messages } = await connect(`${api.url}?token=ok`);
    expect(id).toMatch(/=$/); // ids end in '=', which the SDK URL-encodes
    const payload = JSON.stringify({ messages: [{ type: 'photo-added', id: randomUUID() }] });
    await mgmt.send(new PostToConnectionCommand({ ConnectionId: id, Data: Buffer.from(payload) }));
    expect(await waitUntil(() => messages[0], 'the message')).toBe(payload);

    const info = await mgmt.send(new GetConnectionCommand({ ConnectionId: id }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    socket.close();
  });

  it('DeleteConnection closes the socket and runs $disconnect', async () => {
    const { socket, id } = await connect(`${api.url}?token=ok`);
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    await mgmt.send(new DeleteConnectionCommand({ ConnectionId: id }));
    expect(await closed).toBe(1000);
    expect((await waitUntil(() => disconnectOf(id), '$disconnect')).requestContext).toMatchObject({ routeKey: '$disconnect', connectionId: id });
    await expect(mgmt.send(new PostToConnectionCommand({ ConnectionId: id, Data: Buffer.from('late') }))).rejects.toBeInstanceOf(GoneException);
  });

  it('DeleteConnection forgets the id at once and cuts off a client that never answers the close', async () => {
    // A raw TCP client that completes the upgrade and then ignores everything (no close frame back).
    const { port } = new URL(api.url);
    const raw = connectTcp(Number(port), '127.0.0.1');
    const cut = new Promise<number>((resolve) => raw.once('close', () => resolve(Date.now())));
    raw.on('error', () => undefined);
    await new Promise<void>((resolve) => raw.once('connect', () => resolve()));
    raw.write(
      'GET /ws?token=ok HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    await new Promise<void>((resolve) => raw.once('data', () => resolve())); // 101 Switching Protocols
    const id = await waitUntil(() => calls('connect').at(-1)?.requestContext.connectionId, '$connect');
    await waitUntil(() => (api.connections.has(id) ? true : undefined), 'the connection');

    const deletedAt = Date.now();
    await mgmt.send(new DeleteConnectionCommand({ ConnectionId: id }));
    await expect(mgmt.send(new PostToConnectionCommand({ ConnectionId: id, Data: Buffer.from('late') }))).rejects.toBeInstanceOf(GoneException);
    expect((await cut) - deletedAt).toBeLessThan(3000);
    await waitUntil(() => disconnectOf(id), '$disconnect');
  });

  it('raises GoneException for an unknown connection id', async () => {
    const err = await mgmt.send(new PostToConnectionCommand({ ConnectionId: 'bm90LWEtY29ubg=', Data: Buffer.from('x') })).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(GoneException);
    expect(err).toMatchObject({ $metadata: { httpStatusCode: 410 } });
  });
});

describe('stream poller', () => {
  let poller: StreamPoller;
  beforeAll(async () => {
    poller = await startStreamPoller({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB!, streamArn: fileStreamArn(), loader, handlers: ['streams/collect.ts'] });
  });
  afterAll(async () => poller?.stop());

  // How soon is the poll interval's (100 ms, stream-poller.ts), not a wall-clock bound here: a busy machine must not fail it.
  it('delivers table changes to the stream handler as DynamoDBStreamEvent, in order', async () => {
    const db = new DynamoDBClient({ endpoint: env.AWS_ENDPOINT_URL_DYNAMODB!, region: env.AWS_REGION! });
    const pk = `STREAMTEST#${randomUUID()}`;
    await db.send(new PutItemCommand({ TableName: env.TABLE_NAME!, Item: { PK: { S: pk }, SK: { S: 'A' }, n: { N: '1' } } }));
    await db.send(new PutItemCommand({ TableName: env.TABLE_NAME!, Item: { PK: { S: pk }, SK: { S: 'A' }, n: { N: '2' } } }));
    db.destroy();

    const records = () =>
      fixtureCalls()
        .filter((c) => c.handler === 'stream')
        .flatMap((c) => (c.event as DynamoDBStreamEvent).Records)
        .filter((r) => r.dynamodb?.Keys?.PK?.S === pk);
    // Every record written before settle() has reached the handler once it resolves (a marker, in shard order).
    expect(await poller.settle()).toBe(true);
    expect(records()).toHaveLength(2);
    const [insert, modify] = records();
    expect(insert).toMatchObject({ eventName: 'INSERT', eventSource: 'aws:dynamodb', eventSourceARN: fileStreamArn(), dynamodb: { NewImage: { n: { N: '1' } }, StreamViewType: 'NEW_AND_OLD_IMAGES' } });
    expect(modify).toMatchObject({ eventName: 'MODIFY', dynamodb: { OldImage: { n: { N: '1' } }, NewImage: { n: { N: '2' } } } });
    expect(typeof insert?.dynamodb?.ApproximateCreationDateTime).toBe('number');
  });
});
