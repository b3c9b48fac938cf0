import { inject } from 'vitest';
import { ensureTable } from '../../infra/local/table.js';
import { setFileTable } from './use-emulators.js';
import './provided-context.js';

/**
 * Integration setup file: every test file gets a DynamoDB table of its own in the shared DynamoDB Local, so
 * files run side by side in several workers (issue #30) without seeing each other's events, rate-limit
 * counters, due lists or stream records. Runs in the file's worker before the file is imported.
 */
const env = inject('emulatorEnv');
const endpoint = env.AWS_ENDPOINT_URL_DYNAMODB;
if (!endpoint) throw new Error('No DynamoDB endpoint: run this file in the "integration" project.');
const tableName = `candid-${process.pid.toString(36)}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
setFileTable({ tableName, streamArn: await ensureTable(endpoint, tableName) });
