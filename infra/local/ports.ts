import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/** Where the local servers listen: loopback only (the camera needs a secure context, which plain-HTTP LAN hosts are not). */
export const LOCAL_HOST = '127.0.0.1';

const inUseMessage = (port: number, what: string, err: NodeJS.ErrnoException): string =>
  err.code === 'EADDRINUSE'
    ? `Port ${port} (${what}) is already in use. Stop the other process or choose another port.`
    : `Cannot listen on port ${port} (${what}): ${err.message}`;

/** Linux's default range for the local ends of outgoing connections (net.ipv4.ip_local_port_range). */
const DEFAULT_EPHEMERAL_RANGE: readonly [number, number] = [32768, 60999];

/** The machine's range of ports for outgoing connections; the default when it cannot be read (not Linux). */
export const ephemeralPortRange = (read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')): readonly [number, number] => {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    return low && high && low <= high ? [low, high] : DEFAULT_EPHEMERAL_RANGE;
  } catch {
    return DEFAULT_EPHEMERAL_RANGE;
  }
};

/** Where freePort looks: the 8 192 ports just below the outgoing range (never under 1024). */
export const freePortBand = (range: readonly [number, number] = ephemeralPortRange()): readonly [number, number] => {
  const high = range[0] - 1;
  return [Math.max(1024, high - 8191), high];
};

/** Ports freePort gave this process: free when checked, maybe not yet listened on. */
const handedOut = new Set<number>();

const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, LOCAL_HOST, () => srv.close(() => resolve(true)));
  });

/**
 * A free TCP port for a server that listens later (tests run several stacks side by side). Not the OS's own
 * choice (listen on 0): that comes from the outgoing-connection range, so between the check and the real
 * listen (DynamoDB Local's JVM takes seconds to start) any outgoing connection could take it, and the stack
 * failed with EADDRINUSE. A port below that range stays free unless another server takes it.
 */
export const freePort = async (band: readonly [number, number] = freePortBand()): Promise<number> => {
  const [low, high] = band;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + randomInt(high - low + 1);
    // A stack asks for six ports before it listens on any: never the same one twice from this process.
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${low} and ${high}`);
};

/** Listens or fails with a readable message; resolves with the bound port (useful with port 0). */
export const listen = (server: Server, port: number, what: string, host = LOCAL_HOST): Promise<number> =>
  new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => reject(new Error(inUseMessage(port, what, err)));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const addr = server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : port);
    });
  });

/** Checks a port before handing it to a child process (DynamoDB Local binds every interface). */
export const assertPortFree = async (port: number, what: string): Promise<void> => {
  const srv = createServer();
  await listen(srv, port, what, '0.0.0.0');
  await new Promise<void>((r) => srv.close(() => r()));
};

/** Polls until `probe` answers true. */
export const waitFor = async (probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Closes an HTTP/net server, dropping idle keep-alive sockets so close() does not hang. */
export const closeServer = (server: Server & { closeAllConnections?: () => void }): Promise<void> =>
  new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
