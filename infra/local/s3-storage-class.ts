import { createRequire } from 'node:module';
import type S3rver from 's3rver';

/**
 * Storage classes on the local S3 as real S3 has them (the Photos tab's archive, DESIGN 15), where s3rver
 * 3.7 falls short: it knows no GLACIER_IR, and it refuses an object copied onto itself unless the metadata
 * is replaced — real S3 accepts a copy that only changes the storage class — and copies the source's class
 * instead of defaulting to STANDARD. PutObject and HEAD already keep and report `x-amz-storage-class`.
 */

/** Classes real S3 takes on PutObject/CopyObject (s3rver lists all but these). */
const EXTRA_STORAGE_CLASSES = ['GLACIER_IR', 'EXPRESS_ONEZONE', 'SNOW'] as const;

interface KoaLikeContext {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}
type Middleware = (ctx: KoaLikeContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInternals {
  middleware: Middleware[];
  store: { getMetadata(bucket: string, key: string): Promise<Record<string, string>> };
}

/** Headers s3rver keeps as object metadata (its S3Object.ALLOWED_METADATA), besides `x-amz-meta-*`. */
const KEPT_HEADERS = ['cache-control', 'content-disposition', 'content-encoding', 'content-language', 'content-type', 'expires', 'x-amz-website-redirect-location'];

const header = (ctx: KoaLikeContext, name: string): string | undefined => {
  const v = ctx.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** `/bucket/key` (path style, URL-encoded) → its parts. */
const splitPath = (path: string): { bucket: string; key: string } | undefined => {
  const [bucket, ...rest] = path.replace(/^\//, '').split('/');
  return bucket && rest.length > 0 ? { bucket: decodeURIComponent(bucket), key: rest.map(decodeURIComponent).join('/') } : undefined;
};

/**
 * A CopyObject without `x-amz-metadata-directive: REPLACE` becomes one with REPLACE that carries the
 * source's metadata and the requested class (none → STANDARD, as on S3). A copy onto itself that changes
 * nothing is left to s3rver, which refuses it like S3 does.
 */
const copyWithStorageClass =
  (store: S3rverInternals['store']): Middleware =>
  async (ctx, next) => {
    const source = header(ctx, 'x-amz-copy-source');
    if (ctx.method !== 'PUT' || !source || header(ctx, 'x-amz-metadata-directive') === 'REPLACE') return next();
    const from = splitPath(`/${decodeURI(source).replace(/^\//, '')}`.split('?')[0] ?? '');
    const to = splitPath(ctx.path);
    if (!from || !to) return next();
    let meta: Record<string, string>;
    try {
      meta = await store.getMetadata(from.bucket, from.key);
    } catch {
      return next(); // a missing source: s3rver answers NoSuchKey
    }
    const requested = header(ctx, 'x-amz-storage-class') ?? 'STANDARD';
    const current = meta['x-amz-storage-class'] ?? 'STANDARD';
    if (from.bucket === to.bucket && from.key === to.key && requested === current) return next();
    for (const name of KEPT_HEADERS) if (meta[name] !== undefined) ctx.headers[name] = meta[name];
    for (const [name, value] of Object.entries(meta)) if (name.startsWith('x-amz-meta-')) ctx.headers[name] = value;
    ctx.headers['x-amz-storage-class'] = requested;
    ctx.headers['x-amz-metadata-directive'] = 'REPLACE';
    return next();
  };

/** Call before `run()`: Koa composes its middleware when the server starts listening. */
export const withStorageClasses = (server: S3rver): void => {
  const require = createRequire(import.meta.url);
  const s3Object = require('s3rver/lib/models/object.js') as { STORAGE_CLASSES: string[] };
  for (const c of EXTRA_STORAGE_CLASSES) if (!s3Object.STORAGE_CLASSES.includes(c)) s3Object.STORAGE_CLASSES.push(c);
  const internals = server as unknown as S3rverInternals;
  internals.middleware.unshift(copyWithStorageClass(internals.store));
};
