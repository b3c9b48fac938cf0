import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Recomputes the SigV4 signature of an incoming S3 request with the AWS SDK's own signer and the known
 * local credentials (s3rver itself checks expiry and access key, not signatures: DESIGN section 13).
 * Because content-length and content-type are signed headers of our presigned PUTs, a body of another
 * size or type changes the canonical request and is refused here, as real S3 does.
 */
export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignedRequest {
  method: string;
  /** Path and query exactly as received (still percent-encoded). */
  url: string;
  headers: IncomingHttpHeaders;
}

export type Verdict =
  | { ok: true; mode: 'presigned' | 'header'; payloadHash?: string }
  | { ok: false; status: number; code: string; message: string };

type SignerRequest = Parameters<SignatureV4['presign']>[0];
type Query = Record<string, string | string[]>;

const deny = (code: string, message: string, status = 403): Verdict => ({ ok: false, status, code, message });
const MISMATCH = deny(
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
);
/** S3 accepts header-signed requests up to 15 minutes off the server clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/**
 * Any non-buffer body makes the signer use UNSIGNED-PAYLOAD, which is what presigned S3 URLs sign
 * (and header auth without x-amz-content-sha256); the real body is never read here.
 */
const STREAMED_BODY = Object.freeze({ streamed: true });

const parseQuery = (raw: string): Query => {
  const q: Query = {};
  for (const [k, v] of new URLSearchParams(raw)) {
    const prev = q[k];
    q[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return q;
};

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** 20240102T030405Z → Date */
const parseAmzDate = (s: string | undefined): Date | undefined => {
  const m = s && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) return undefined;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
};

const sameHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Scope is `AKID/yyyymmdd/region/service/aws4_request`. */
const parseCredential = (cred: string | undefined) => {
  const [accessKeyId, , region, service, terminator] = (cred ?? '').split('/');
  return accessKeyId && region && service && terminator === 'aws4_request' ? { accessKeyId, region, service } : undefined;
};

const pickHeaders = (headers: IncomingHttpHeaders, names: string[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const n of names) {
    const v = headers[n];
    if (v !== undefined) out[n] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
};

export const createVerifier = (creds: Credentials, region: string) => {
  const signer = new SignatureV4({
    credentials: creds,
    region,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false, // S3 signs the path as sent, without double encoding
    applyChecksum: false, // never add an x-amz-content-sha256 the client did not send
  });

  const verifyPresigned = async (req: SignedRequest, path: string, query: Query, now: Date): Promise<Verdict> => {
    const provided = one(query['X-Amz-Signature']);
    const scope = parseCredential(one(query['X-Amz-Credential']));
    const date = parseAmzDate(one(query['X-Amz-Date']));
    const expires = Number(one(query['X-Amz-Expires']));
    const signedNames = (one(query['X-Amz-SignedHeaders']) ?? '').split(';').filter(Boolean);
    if (one(query['X-Amz-Algorithm']) !== 'AWS4-HMAC-SHA256' || !provided || !scope || !date || !signedNames.length)
      return deny('AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.', 400);
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800)
      return deny('AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds.', 400);
    if (scope.accessKeyId !== creds.accessKeyId)
      return deny('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (now.getTime() > date.getTime() + expires * 1000) return deny('AccessDenied', 'Request has expired');
    if (date.getTime() - now.getTime() > MAX_SKEW_MS) return deny('AccessDenied', 'Request is not valid yet');

    const { 'X-Amz-Signature': _drop, ...unsigned } = query;
    const request: SignerRequest = {
      method: req.method,
      protocol: 'http:',
      hostname: '',
      path,
      query: unsigned,
      headers: pickHeaders(req.headers, signedNames),
      body: STREAMED_BODY,
    };
    const names = new Set(signedNames);
    const out = await signer.presign(request, {
      signingDate: date,
      expiresIn: expires,
      signingRegion: scope.region,
      signingService: scope.service,
      unhoistableHeaders: names, // signed headers stay headers, exactly as the client sent them
      signableHeaders: names,
    });
    const computed = one(out.query?.['X-Amz-Signature'] ?? undefined);
    return computed && sameHex(computed, provided) ? { ok: true, mode: 'presigned' } : MISMATCH;
  };

  const verifyHeader = async (req: SignedRequest, path: string, query: Query, auth: string, now: Date): Promise<Verdict> => {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(auth.trim());
    const scope = parseCredential(m?.[1]);
    const date = parseAmzDate(one(req.headers['x-amz-date']));
    if (!m || !scope || !date) return deny('AuthorizationHeaderMalformed', 'The authorization header is malformed.', 400);
    if (scope.accessKeyId !== creds.accessKeyId)
      return deny('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (Math.abs(now.getTime() - date.getTime()) > MAX_SKEW_MS)
      return deny('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    const payloadHash = one(req.headers['x-amz-content-sha256']);
    if (payloadHash?.startsWith('STREAMING-'))
      return deny('NotImplemented', 'aws-chunked uploads are not supported locally; create the S3Client with requestChecksumCalculation: "WHEN_REQUIRED".', 501);

    const signedNames = m[2]!.split(';');
    const names = new Set(signedNames);
    const out = await signer.sign(
      { method: req.method, protocol: 'http:', hostname: '', path, query, headers: pickHeaders(req.headers, signedNames), body: STREAMED_BODY },
      { signingDate: date, signingRegion: scope.region, signingService: scope.service, signableHeaders: names },
    );
    const computed = /Signature=([0-9a-f]{64})$/.exec(String(out.headers.authorization ?? ''))?.[1];
    return computed && sameHex(computed, m[3]!)
      ? { ok: true, mode: 'header', ...(payloadHash ? { payloadHash } : {}) }
      : MISMATCH;
  };

  return async (req: SignedRequest, now = new Date()): Promise<Verdict> => {
    const q = req.url.indexOf('?');
    const path = q < 0 ? req.url : req.url.slice(0, q);
    const query = parseQuery(q < 0 ? '' : req.url.slice(q + 1));
    const auth = one(req.headers.authorization);
    const presigned = 'X-Amz-Signature' in query || 'X-Amz-Algorithm' in query;
    if (auth && presigned)
      return deny('InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter or the Authorization header should be specified', 400);
    if (presigned) return verifyPresigned(req, path, query, now);
    if (auth) return verifyHeader(req, path, query, auth, now);
    // The photo bucket is private: anonymous requests are refused, as on AWS.
    return deny('AccessDenied', 'Access Denied');
  };
};
