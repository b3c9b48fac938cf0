import { join } from 'node:path';
import { REPO_ROOT } from '../lib/paths.js';
import { floorSource } from './sdk-clients.js';

/**
 * The modules a handler is made of, each loaded alone: what each lever (bundling the SDK, zod/mini, fewer
 * schemas, another logger) can buy. Each entry is a tiny module that imports the package and does what a
 * handler does with it at module scope (create the client, build a schema).
 */
export interface ProfileEntry {
  name: string;
  source: string;
}

const fromRepo = (...parts: string[]): string => join(REPO_ROOT, ...parts).replaceAll('\\', '/');

export const IMPORT_PROFILE: readonly ProfileEntry[] = [
  { name: 'empty handler', source: 'export const handler = async () => ({ statusCode: 200 });\n' },
  { name: 'zod (one object schema)', source: "import * as z from 'zod';\nexport const s = z.object({ a: z.string() });\n" },
  { name: 'zod/mini (one object schema)', source: "import * as z from 'zod/mini';\nexport const s = z.object({ a: z.string() });\n" },
  { name: 'shared/api/endpoints.ts (every schema)', source: `export { endpoints } from '${fromRepo('shared', 'api', 'endpoints.js')}';\n` },
  { name: 'jose (sign + verify)', source: "export { jwtVerify, SignJWT } from 'jose';\n" },
  {
    name: 'Powertools Logger',
    source: "import { Logger } from '@aws-lambda-powertools/logger';\nexport const log = new Logger({ serviceName: 'bench' });\n",
  },
  // A chunk of its own in the payment functions' assets (infra/constructs/house-bundle.ts): bundled + minified is
  // what the first request that calls Stripe pays for it; from node_modules, what installing the package would cost.
  { name: 'stripe (client created)', source: "import Stripe from 'stripe';\nexport const stripe = new Stripe('sk_test_bench', { telemetry: false });\n" },
  { name: 'functions/core/log.ts (our logger)', source: `export { log } from '${fromRepo('functions', 'core', 'log.js')}';\n` },
  { name: 'DynamoDBClient', source: floorSource(['@aws-sdk/client-dynamodb']) },
  { name: 'DynamoDBClient + DocumentClient', source: floorSource(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']) },
  { name: 'S3Client', source: floorSource(['@aws-sdk/client-s3']) },
  { name: 'S3Client + presigner', source: floorSource(['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner']) },
  { name: 'ApiGatewayManagementApiClient', source: floorSource(['@aws-sdk/client-apigatewaymanagementapi']) },
  { name: 'SecretsManagerClient', source: floorSource(['@aws-sdk/client-secrets-manager']) },
];
