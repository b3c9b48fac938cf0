import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, inject } from 'vitest';
import { dynamoClient, ensureTable } from '../../infra/local/table.js';
import { setFileTable } from './use-emulators.js';
import './provided-context.js';

/**
 * Integration setup file: every test file gets a DynamoDB table of its own, in its worker's DynamoDB Local, so
 * files run side by side in several workers (issue #30) without seeing each other's events, rate-limit
 * counters, due lists or stream records. Runs in the file's worker before the file is imported.
 */
const endpoints = inject('dynamoEndpoints');
// This worker's own DynamoDB Local (one runs per worker; a worker runs one file at a time).
const endpoint = endpoints[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % endpoints.length];
if (!endpoint) throw new Error('No DynamoDB endpoint: run this file in the "integration" project.');
const tableName = `candid-${process.pid.toString(36)}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
setFileTable({ tableName, endpoint, streamArn: await ensureTable(endpoint, tableName) });

// The file's table goes with it: DynamoDB Local keeps every table (and its stream) in one process, and a run
// that kept all of them grew slower file by file.
afterAll(async () => {
  await dynamoClient(endpoint).send(new DeleteTableCommand({ TableName: tableName })).catch(() => undefined);
});
