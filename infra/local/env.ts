/**
 * The environment the handlers read (functions/core/config.ts), for the local stack.
 * Credentials are fixed: DynamoDB Local accepts any key, s3rver knows exactly one pair (S3RVER/S3RVER),
 * and the S3 guard verifies signatures against that same pair.
 */
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
export const LOCAL_TABLE_NAME = 'candid-local';
export const LOCAL_PHOTO_BUCKET = 'candid-photos-local';
/** aws-ses-v2-local accepts any sender; AWS sends only from the verified SES identity (CDK context). */
export const LOCAL_EMAIL_FROM = 'Candid <orders@candid.local>';

export interface LocalEnvInput {
  dynamoUrl: string;
  s3Url: string;
  /** aws-ses-v2-local (infra/local/ses.ts); omit where no function sends mail. */
  sesUrl?: string;
  tokenSecret: string;
  /** The secret the gateway sends with the viewer address (what CloudFront's origin custom header carries in AWS). */
  originSecret?: string;
  wsManagementUrl?: string;
  siteOrigin?: string;
  tableName?: string;
  photoBucket?: string;
  /** The site path the gateway reads photos through (PHOTO_READ_PATH); omit where no gateway runs (links stay absolute). */
  photoReadPath?: string;
}

export const localEnv = (i: LocalEnvInput): Record<string, string> => ({
  TABLE_NAME: i.tableName ?? LOCAL_TABLE_NAME,
  PHOTO_BUCKET: i.photoBucket ?? LOCAL_PHOTO_BUCKET,
  TOKEN_SECRET: i.tokenSecret,
  ...(i.originSecret ? { ORIGIN_SECRET: i.originSecret } : {}),
  ...(i.wsManagementUrl ? { WS_MANAGEMENT_URL: i.wsManagementUrl } : {}),
  ...(i.siteOrigin ? { SITE_ORIGIN: i.siteOrigin } : {}),
  ...(i.photoReadPath ? { PHOTO_READ_PATH: i.photoReadPath } : {}),
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ENDPOINT_URL_DYNAMODB: i.dynamoUrl,
  AWS_ENDPOINT_URL_S3: i.s3Url,
  ...(i.sesUrl ? { AWS_ENDPOINT_URL_SESV2: i.sesUrl, CANDID_EMAIL_FROM: process.env.CANDID_EMAIL_FROM || LOCAL_EMAIL_FROM } : {}),
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  // Never reach for real AWS (instance metadata, shared config files) from the local stack.
  AWS_EC2_METADATA_DISABLED: 'true',
});

/** The SDK warns on every client creation under Node 20; say it once, before the first client exists. */
export const quietSdkWarnings = (): void => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
};

/** Handlers build their SDK clients at module scope, so this must run before any handler is imported. */
export const applyEnv = (env: Record<string, string>): void => {
  Object.assign(process.env, env);
};
