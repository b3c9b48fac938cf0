import { ARCHIVE_PART_MAX_BYTES } from '../../shared/constants.js';
import { supportEmailFrom } from '../../shared/support.js';
/**
 * Configuration read once per container from the environment (fail fast on what a function needs).
 * The same names are set by infra/ (CDK) and by infra/local/ (npm start); nothing here knows which.
 *
 *   TABLE_NAME            the single DynamoDB table
 *   PHOTO_BUCKET          the private photo bucket
 *   TOKEN_SECRET          token signing secret (local stack: from .data/token-secret)
 *   TOKEN_SECRET_ARN      …or the Secrets Manager secret holding it (AWS)
 *   WS_MANAGEMENT_URL     the WebSocket API's management endpoint (broadcaster)
 *   SITE_ORIGIN           the site origin, for links
 *   ORIGIN_SECRET         the value of CloudFront's secret origin header (http/client-key.ts); unset → the
 *                         viewer address header is never trusted
 *   S3_FORCE_PATH_STYLE   "true" on the local stack (s3rver)
 *   PHOTO_READ_PATH       the site path photos are read through ("/p": CloudFront's /p/* behaviour, the local
 *                         gateway's proxy); read links become `/p/<presigned path>?<its query>` on the site's own
 *                         origin. Unset → the presigned URLs stay absolute (tests without a gateway)
 *   CANDID_EMAIL_FROM     the From address of e-mails (AWS: an address of the SES identity, CDK context)
 *   CANDID_SUPPORT_EMAIL  the support address e-mails name (shared/support.ts; unset → its default)
 *   AWS_ENDPOINT_URL_SESV2  the SES endpoint (local stack: aws-ses-v2-local); unset in AWS
 *   AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3  read by the AWS SDK itself (local stack only)
 *   ARCHIVE_JOB_FUNCTION  the raw-archive builder's function name (async invoke, grant archive-job:invoke)
 *   CANDID_CSV_INLINE_MAX_BYTES  the largest event CSV export answered inline (JSON bytes); larger ones go to S3
 *                         behind a presigned GET. Unset → 5 000 000 (API Gateway and Lambda answer at most 6 MB);
 *                         tests lower it to reach the S3 path with a small event
 *   PHOTO_PACKAGE_JOB_FUNCTION  the photo-package job's function name (archive/restore/delete of an event's files;
 *                         async invoke, grant photo-package-job:invoke)
 *   ARCHIVE_PARTS_QUEUE_URL  the SQS queue of raw-archive part jobs (grant archive-parts:send); locally the stand-in's
 *   AWS_ENDPOINT_URL_SQS  the SQS endpoint (local stack: infra/local/lambda-invoke.ts serves SendMessageBatch); unset in AWS
 *   CANDID_ARCHIVE_PART_BYTES  the raw archive's part size; unset → ARCHIVE_PART_MAX_BYTES (2 GiB). Tests and the
 *                         bench lower it to get a several-part archive from a small event
 *   AWS_ENDPOINT_URL_LAMBDA  the Lambda Invoke endpoint (local stack: infra/local/lambda-invoke.ts); unset in AWS
 *   CANDID_VOTERS_SET_MAX  voters kept in a photo's set before voter marks; unset → VOTERS_SET_MAX (500,
 *                         photo-voters.ts). Tests lower it: moving 500 voters' counters three times outlasted a
 *                         test's minute on a loaded 2-core machine
 *   CANDID_SCRYPT_N       scrypt cost of NEW staff password hashes; unset → the OWASP 2^17. Tests lower it (a
 *                         hash costs ~0.9 s here); verification always uses the parameters stored with the hash.
 */

/**
 * The largest event CSV answered inline, as JSON bytes: API Gateway and Lambda answer at most 6 MB (6 291 456
 * bytes); the headers and a margin stay below it.
 */
export const CSV_INLINE_MAX_BYTES = 5_000_000;

/** OWASP's scrypt cost for passwords (DESIGN 6): what production hashes with. */
export const PRODUCTION_SCRYPT_N = 2 ** 17;
const required = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`Missing environment variable ${name}`);
  return v;
};

export const config = {
  get tableName(): string {
    return required('TABLE_NAME');
  },
  get photoBucket(): string {
    return required('PHOTO_BUCKET');
  },
  get wsManagementUrl(): string {
    return required('WS_MANAGEMENT_URL');
  },
  get siteOrigin(): string {
    return process.env.SITE_ORIGIN ?? 'http://localhost:3000';
  },
  get supportEmail(): string {
    return supportEmailFrom(process.env.CANDID_SUPPORT_EMAIL);
  },
  get emailFrom(): string {
    return required('CANDID_EMAIL_FROM');
  },
  /** Unset in AWS (the SDK picks the regional endpoint). */
  get sesEndpoint(): string | undefined {
    return process.env.AWS_ENDPOINT_URL_SESV2 || undefined;
  },
  get archiveJobFunction(): string {
    return required('ARCHIVE_JOB_FUNCTION');
  },
  get archivePartsQueueUrl(): string {
    return required('ARCHIVE_PARTS_QUEUE_URL');
  },
  /** A positive integer no larger than production's, else production's (a typo never makes parts bigger). */
  get archivePartBytes(): number {
    const n = Number(process.env.CANDID_ARCHIVE_PART_BYTES);
    return Number.isInteger(n) && n > 0 && n <= ARCHIVE_PART_MAX_BYTES ? n : ARCHIVE_PART_MAX_BYTES;
  },
  get photoPackageJobFunction(): string {
    return required('PHOTO_PACKAGE_JOB_FUNCTION');
  },
  /** A positive integer, else undefined (the production cap). */
  get votersSetMax(): number | undefined {
    const n = Number(process.env.CANDID_VOTERS_SET_MAX);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  },
  /** A power of two ≥ 2^10, else the production default (a typo must never weaken production silently to 0). */
  get scryptN(): number {
    const n = Number(process.env.CANDID_SCRYPT_N);
    return Number.isInteger(n) && n >= 1024 && (n & (n - 1)) === 0 ? n : PRODUCTION_SCRYPT_N;
  },
  /** One path segment like `/p`; unset → undefined. Anything else fails fast (it would break every photo link). */
  get photoReadPath(): string | undefined {
    const v = process.env.PHOTO_READ_PATH;
    if (!v) return undefined;
    if (!/^\/[A-Za-z0-9_-]+$/.test(v)) throw new Error(`PHOTO_READ_PATH must be one path segment such as /p, not ${v}`);
    return v;
  },
  /** A positive integer, else the default (a typo must never make every export go to S3, or none). */
  get csvInlineMaxBytes(): number {
    const n = Number(process.env.CANDID_CSV_INLINE_MAX_BYTES);
    return Number.isInteger(n) && n > 0 ? n : CSV_INLINE_MAX_BYTES;
  },
  get s3ForcePathStyle(): boolean {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
};
