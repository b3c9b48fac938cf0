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
 *   CANDID_EMAIL_FROM     the From address of e-mails (AWS: an address of the SES identity, CDK context)
 *   AWS_ENDPOINT_URL_SESV2  the SES endpoint (local stack: aws-ses-v2-local); unset in AWS
 *   AWS_ENDPOINT_URL_DYNAMODB / AWS_ENDPOINT_URL_S3  read by the AWS SDK itself (local stack only)
 *   ARCHIVE_JOB_FUNCTION  the raw-archive builder's function name (async invoke, grant archive-job:invoke)
 *   AWS_ENDPOINT_URL_LAMBDA  the Lambda Invoke endpoint (local stack: infra/local/lambda-invoke.ts); unset in AWS
 */
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
  get s3ForcePathStyle(): boolean {
    return process.env.S3_FORCE_PATH_STYLE === 'true';
  },
};
