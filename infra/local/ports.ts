import { createServer, type Server } from 'node:net';

/** Where the local servers listen: loopback only (the camera needs a secure context, which plain-HTTP LAN hosts are not). */
export const LOCAL_HOST = '127.0.0.1';

const inUseMessage = (port: number, what: string, err: NodeJS.ErrnoException): string =>
  err.code === 'EADDRINUSE'
    ? `Port ${port} (${what}) is already in use. Stop the other process or choose another port.`
    : `Cannot listen on port ${port} (${what}): ${err.message}`;

/** Asks the OS for a free TCP port (tests run several stacks side by side). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, LOCAL_HOST, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });

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
