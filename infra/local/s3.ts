import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './env.js';
import { LOCAL_HOST } from './ports.js';
import { startS3Guard } from './s3-guard.js';
import { withDurablePuts } from './s3-durable-put.js';
import { withStorageClasses } from './s3-storage-class.js';

/**
 * Local S3: s3rver in-process on an internal port, reachable only through the signature-checking guard
 * on the public port. The bucket is created with a CORS rule for the site (presigned PUT/GET from the browser).
 */
export interface LocalS3Options {
  /** Public (guard) port. */
  port: number;
  bucket: string;
  /** Keep objects here; omit for a temporary folder deleted on stop. */
  directory?: string;
  allowedOrigins: readonly string[];
  quiet?: boolean;
}

export interface LocalS3 {
  /** The endpoint clients use (AWS_ENDPOINT_URL_S3). */
  url: string;
  port: number;
  /** s3rver itself, unguarded; for diagnostics only. */
  internalUrl: string;
  stop(): Promise<void>;
}

const corsXml = (origins: readonly string[]): string =>
  `<CORSConfiguration><CORSRule>${origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('')}` +
  '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>' +
  '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>' +
  '</CORSRule></CORSConfiguration>';

export const startLocalS3 = async (opts: LocalS3Options): Promise<LocalS3> => {
  const temp = opts.directory ? undefined : mkdtempSync(join(tmpdir(), 'candid-s3-'));
  const s3rver = new S3rver({
    address: LOCAL_HOST,
    port: 0,
    silent: opts.quiet ?? true,
    directory: opts.directory ?? temp,
    vhostBuckets: false, // path-style only (S3_FORCE_PATH_STYLE), whatever the Host header says
    configureBuckets: [{ name: opts.bucket, configs: [corsXml(opts.allowedOrigins)] }],
  });
  withStorageClasses(s3rver);
  withDurablePuts(s3rver);
  const address = await s3rver.run();
  try {
    const guard = await startS3Guard({
      port: opts.port,
      upstream: { host: LOCAL_HOST, port: address.port },
      credentials: LOCAL_CREDENTIALS,
      region: LOCAL_REGION,
      allowedOrigins: opts.allowedOrigins,
    });
    return {
      url: guard.url,
      port: guard.port,
      internalUrl: `http://${LOCAL_HOST}:${address.port}`,
      stop: async () => {
        await guard.stop();
        s3rver.httpServer?.closeAllConnections();
        await s3rver.close();
        if (temp) rmSync(temp, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await s3rver.close();
    if (temp) rmSync(temp, { recursive: true, force: true });
    throw err;
  }
};
