import { randomBytes, randomUUID } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HandlerLoader } from './handler-loader.js';
import { closeServer, listen } from './ports.js';

/**
 * The local stand-in for an API Gateway WebSocket API, on its own port like on AWS:
 * - an upgrade on any path (clients use /ws?event=CODE&ticket=…) runs the $connect handler and is refused
 *   unless it answers 2xx; closing runs $disconnect;
 * - the management API (`POST|GET|DELETE /@connections/{id}`, optionally behind a stage prefix) on the same
 *   port, so @aws-sdk/client-apigatewaymanagementapi works unchanged against WS_MANAGEMENT_URL. An unknown
 *   id answers 410 with `x-amzn-errortype: GoneException`, which the SDK raises as GoneException.
 * Messages from clients (heartbeats) go to a `default` handler if one is configured, else are dropped.
 * Management requests are not signature-checked locally.
 */
export interface WsHandlers {
  connect: string;
  disconnect: string;
  default?: string;
}

export interface LocalWebSocketOptions {
  port: number;
  loader: HandlerLoader;
  handlers: WsHandlers;
  /** API Gateway drops a connection idle this long (10 minutes); the client's heartbeat must beat it. */
  idleTimeoutMs?: number;
  quiet?: boolean;
}

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  idle?: NodeJS.Timeout;
}

export interface LocalWebSocket {
  /** Client URL, e.g. ws://127.0.0.1:3001/ws */
  url: string;
  /** WS_MANAGEMENT_URL */
  managementUrl: string;
  port: number;
  connections: ReadonlyMap<string, unknown>;
  /** Lets another server (the site's gateway at /ws) hand its upgrades to this API. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stop(): Promise<void>;
}

const STAGE = 'local';
/** API Gateway's post-to-connection payload limit. */
const MAX_FRAME = 128 * 1024;
/** How long a server-side close (DeleteConnection) waits for the client's close frame before cutting the socket. */
const CLOSE_GRACE_MS = 1000;

/** Ids look like API Gateway's (base64 ending in '='), so the URL-encoding path is exercised locally too. */
const newConnectionId = (): string => randomBytes(11).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');

const flatHeaders = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(',') : v]])),
  );

const statusOf = (result: unknown): number =>
  result !== null && typeof result === 'object' && 'statusCode' in result ? Number(result.statusCode) : 200;

export const startLocalWebSocket = async (opts: LocalWebSocketOptions): Promise<LocalWebSocket> => {
  const connections = new Map<string, Connection>();
  let stopping = false;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  const idleTimeout = opts.idleTimeoutMs ?? 10 * 60 * 1000;
  const log = (...a: unknown[]): void => {
    if (!opts.quiet) console.log('[ws]', ...a);
  };

  const wsEvent = (
    routeKey: '$connect' | '$disconnect' | '$default',
    connectionId: string,
    c: { connectedAt: number; sourceIp: string; userAgent: string },
    domainName: string,
    extra: object,
  ): APIGatewayProxyWebsocketEventV2 & Record<string, unknown> => {
    const now = Date.now();
    return {
      requestContext: {
        routeKey,
        eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
        messageId: randomUUID(),
        extendedRequestId: randomUUID(),
        requestTime: new Date(now).toUTCString(),
        messageDirection: 'IN',
        stage: STAGE,
        connectedAt: c.connectedAt,
        requestTimeEpoch: now,
        requestId: randomUUID(),
        domainName,
        connectionId,
        apiId: 'local',
        identity: { sourceIp: c.sourceIp, userAgent: c.userAgent },
      } as APIGatewayProxyWebsocketEventV2['requestContext'],
      isBase64Encoded: false,
      ...extra,
    };
  };

  const touch = (id: string, conn: Connection): void => {
    conn.lastActiveAt = Date.now();
    if (conn.idle) clearTimeout(conn.idle);
    conn.idle = setTimeout(() => {
      log(`closing idle connection ${id}`);
      conn.socket.close(1001, 'Going away');
    }, idleTimeout);
  };

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const id = newConnectionId();
    const url = new URL(req.url ?? '/', 'http://local');
    const meta = {
      connectedAt: Date.now(),
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      userAgent: req.headers['user-agent'] ?? '',
    };
    const domainName = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const query = Object.fromEntries(url.searchParams);
    let status: number;
    try {
      const result = await opts.loader.invoke(
        opts.handlers.connect,
        wsEvent('$connect', id, meta, domainName, {
          headers: flatHeaders(req),
          ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
        }),
      );
      status = statusOf(result);
    } catch (err) {
      console.error('[ws] $connect failed:', err);
      status = 500;
    }
    if (status < 200 || status > 299) {
      log(`refused ${url.pathname}${url.search ? '?…' : ''} with ${status}`);
      socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = { socket: ws, ...meta, lastActiveAt: Date.now() };
      connections.set(id, conn);
      touch(id, conn);
      log(`connected ${id}`);
      ws.on('message', (data: Buffer, isBinary) => {
        touch(id, conn);
        if (!opts.handlers.default) return;
        opts.loader
          .invoke(
            opts.handlers.default,
            wsEvent('$default', id, conn, domainName, {
              body: isBinary ? data.toString('base64') : data.toString('utf8'),
              isBase64Encoded: isBinary,
            }),
          )
          .catch((err: unknown) => console.error('[ws] $default failed:', err));
      });
      ws.on('close', (code, reason) => {
        if (conn.idle) clearTimeout(conn.idle);
        connections.delete(id);
        log(`disconnected ${id} (${code})`);
        if (stopping) return; // the stack is going down; its table may already be gone
        const event = wsEvent('$disconnect', id, conn, domainName, { headers: {} });
        Object.assign(event.requestContext, { disconnectStatusCode: code, disconnectReason: reason.toString() });
        opts.loader
          .invoke(opts.handlers.disconnect, event)
          .catch((err: unknown) => console.error('[ws] $disconnect failed:', err));
      });
    });
  };

  const management = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const send = (status: number, body?: object, headers: Record<string, string> = {}): void => {
      const text = body ? JSON.stringify(body) : '';
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
      res.end(text);
    };
    const m = /\/@connections\/([^/?]+)$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!m) return send(404, { message: 'Not Found' });
    const id = decodeURIComponent(m[1]!); // the SDK URL-encodes ids ('=' → %3D)
    const conn = connections.get(id);
    if (!conn) return send(410, { message: `Connection ${id} is gone` }, { 'x-amzn-errortype': 'GoneException' });

    if (req.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const c of req as AsyncIterable<Buffer>) chunks.push(c);
      const data = Buffer.concat(chunks);
      if (data.length > MAX_FRAME)
        return send(413, { message: 'Payload too large' }, { 'x-amzn-errortype': 'PayloadTooLargeException' });
      conn.socket.send(data, { binary: !isUtf8(data) });
      return send(200);
    }
    if (req.method === 'GET')
      // The wire names are camelCase (the SDK maps them to ConnectedAt, Identity.SourceIp, …).
      return send(200, {
        connectedAt: new Date(conn.connectedAt).toISOString(),
        lastActiveAt: new Date(conn.lastActiveAt).toISOString(),
        identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
      });
    if (req.method === 'DELETE') {
      // Like API Gateway: from this moment the id is gone (a later post answers 410), frames already sent
      // still reach the client before the close frame, and a client that does not answer the close
      // handshake is cut off shortly after instead of after ws's 30 s.
      connections.delete(id);
      conn.socket.close(1000, 'Closed by server');
      setTimeout(() => conn.socket.terminate(), CLOSE_GRACE_MS).unref();
      return send(204);
    }
    return send(405, { message: 'Method Not Allowed' });
  };

  const server = createServer((req, res) => {
    management(req, res).catch((err: unknown) => {
      console.error('[ws] management request failed:', err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    onUpgrade(req, socket, head).catch((err: unknown) => {
      console.error('[ws] upgrade failed:', err);
      socket.destroy();
    });
  };
  server.on('upgrade', handleUpgrade);

  const port = await listen(server, opts.port, 'WebSocket');
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    managementUrl: `http://127.0.0.1:${port}`,
    port,
    connections,
    handleUpgrade,
    stop: async () => {
      stopping = true;
      for (const c of connections.values()) c.socket.terminate();
      wss.close();
      await closeServer(server);
    },
  };
};
