import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';

let client: SESv2Client | undefined;

/**
 * Created on first use, not at import: most functions that can send mail (webhook, jobs) send on few
 * invocations, and a module-scope client would cost every cold start. Region from AWS_REGION (the SDK),
 * endpoint from config (the local stack's aws-ses-v2-local; the SDK's regional endpoint in AWS).
 */
export const sesClient = (): SESv2Client => {
  const endpoint = config.sesEndpoint;
  client ??= new SESv2Client(endpoint ? { endpoint } : {});
  return client;
};
