import { inject } from 'vitest';
import './provided-context.js';

/** This file's own table (file-table.setup.ts), set before the file is imported. */
let fileTable: { tableName: string; endpoint: string; streamArn: string } | undefined;

export const setFileTable = (table: { tableName: string; endpoint: string; streamArn: string }): void => {
  fileTable = table;
  process.env.TABLE_NAME = table.tableName;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = table.endpoint;
};

/** The stream of this file's own table (tests that read the stream, or run the stream handlers). */
export const fileStreamArn = (): string => {
  if (!fileTable) throw new Error('No table of this file: run it in the "integration" project (file-table.setup.ts).');
  return fileTable.streamArn;
};

/**
 * Call at the top of an integration test file, BEFORE importing any handler or functions/core module:
 * those build their SDK clients from process.env at import time. Import them dynamically afterwards:
 *
 *   import { useEmulators } from '../support/use-emulators.js';
 *   const env = useEmulators();
 *   const { handler } = await import('../../functions/http/events/create.js');
 *
 * (Static `import` statements are hoisted above this call, so they would see an empty environment.)
 * TABLE_NAME is this file's own table, on its worker's DynamoDB Local (file-table.setup.ts), not the run's shared one.
 */
export const useEmulators = (): Record<string, string> => {
  const env = inject('emulatorEnv');
  if (!env) throw new Error('No emulator environment: run this file in the "integration" project (vitest run --project integration).');
  const own = { ...env, ...(fileTable ? { TABLE_NAME: fileTable.tableName, AWS_ENDPOINT_URL_DYNAMODB: fileTable.endpoint } : {}) };
  Object.assign(process.env, own);
  return own;
};
