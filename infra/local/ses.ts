import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type * as SesLocal from 'aws-ses-v2-local';
import { closeServer, LOCAL_HOST } from './ports.js';

/**
 * Local SES (DESIGN section 10): aws-ses-v2-local in-process. `@aws-sdk/client-sesv2` talks to it unchanged
 * (AWS_ENDPOINT_URL_SESV2); its page at `/` is a live inbox of everything the product sent, and `GET /store`
 * lists the same as JSON (test/support/inbox.ts). Mail is kept in memory only (its store is per process).
 */
export interface LocalSes {
  /** The endpoint and the inbox page. */
  url: string;
  stop(): Promise<void>;
}

// A CommonJS module whose `exports.default` is the server factory: require() reaches it the same way under
// Node's ESM loader, tsx and vitest (a default import would yield the exports object under plain Node).
const { default: startSesServer } = createRequire(import.meta.url)('aws-ses-v2-local') as typeof SesLocal;

export const startLocalSes = async (opts: { port: number }): Promise<LocalSes> => {
  const server: Server = await startSesServer({ host: LOCAL_HOST, port: opts.port });
  const addr = server.address();
  if (!server.listening || typeof addr !== 'object' || !addr) {
    await closeServer(server);
    throw new Error(`Port ${opts.port} (SES) is not available.`);
  }
  return { url: `http://${LOCAL_HOST}:${addr.port}`, stop: () => closeServer(server) };
};
