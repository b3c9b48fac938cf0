import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Presigned GETs of one bucket, the same URLs the SDK's getSignedUrl makes, at a fraction of the cost. The
 * SDK runs a whole GetObject through the client's middleware (endpoint rules, serializers) for every URL:
 * ~2 ms each here, and a gallery page signs 90 (thumbnail, polaroid, download name for 30 photos), which was
 * the better part of the page's server time (issue #31). Here the SDK presigns one probe key once per
 * container; its endpoint, its region and the query parameters it adds are kept, and every other key is one
 * SigV4 presign with the same signer settings (S3's: no double path escaping, unsigned payload).
 */
export interface ReadUrlSigner {
  sign(key: string, opts: { expiresIn: number; signingDate: Date; downloadName?: string }): Promise<string>;
}

const PROBE_KEY = 'probe';
/** The query parameters SigV4 writes itself; the SDK's others (x-id, x-amz-checksum-mode) are carried over. */
const SIGNING_PARAMS = /^X-Amz-(Algorithm|Credential|Date|Expires|Signature|SignedHeaders|Security-Token|Content-Sha256)$/;

/** RFC 3986 escaping, as SigV4's canonical query and the SDK's URL builder use it. */
const escapeUri = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** A key as S3's serializer puts it in the path: each segment escaped, the slashes kept. */
const escapeKey = (key: string): string => key.split('/').map(escapeUri).join('/');

export const readUrlSigner = (client: S3Client, bucket: string): ReadUrlSigner => {
  let base: Promise<{ url: URL; prefix: string; extra: [string, string][]; signer: SignatureV4 }> | undefined;
  const resolve = async () => {
    const url = new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: PROBE_KEY }), { expiresIn: 60 }));
    if (!url.pathname.endsWith(`/${PROBE_KEY}`)) throw new Error(`read-url-signer: unexpected presigned path ${url.pathname}`);
    const region = url.searchParams.get('X-Amz-Credential')?.split('/')[2];
    if (!region) throw new Error('read-url-signer: no region in the presigned URL');
    const signer = new SignatureV4({ service: 's3', region, credentials: client.config.credentials, sha256: client.config.sha256, uriEscapePath: false, applyChecksum: false });
    const extra = [...url.searchParams].filter(([k]) => !SIGNING_PARAMS.test(k));
    return { url, prefix: url.pathname.slice(0, -PROBE_KEY.length), extra, signer };
  };
  return {
    async sign(key, { expiresIn, signingDate, downloadName }) {
      base ??= resolve().catch((error: unknown) => {
        base = undefined; // a failed probe (credentials not there yet) is tried again by the next URL
        throw error;
      });
      const { url, prefix, extra, signer } = await base;
      const query: Record<string, string> = Object.fromEntries(extra);
      if (downloadName) query['response-content-disposition'] = `attachment; filename="${downloadName}"`;
      const signed = await signer.presign(
        {
          method: 'GET',
          protocol: url.protocol,
          hostname: url.hostname,
          ...(url.port ? { port: Number(url.port) } : {}),
          path: `${prefix}${escapeKey(key)}`,
          query,
          headers: { host: url.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
        },
        { expiresIn, signingDate, unsignableHeaders: new Set(['content-type']) },
      );
      const search = Object.entries(signed.query ?? {})
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => `${escapeUri(k)}=${escapeUri(String(v))}`)
        .join('&');
      return `${url.origin}${signed.path}?${search}`;
    },
  };
};
