import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEnv, LOCAL_TABLE_NAME, localEnv } from './env.js';
import { LOCAL_STACK_FILE } from './first-staff-account.js';
import { DEFAULT_PORTS } from './stack.js';

/** The table options every maintenance command takes (`npm run staff`, `npm run backfill`). */
export const TABLE_OPTIONS = {
  aws: { type: 'boolean', default: false },
  table: { type: 'string' },
  endpoint: { type: 'string' },
  'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '..', '.data') },
} as const;

export interface TableArgs {
  aws: boolean;
  table?: string;
  endpoint?: string;
  'data-dir': string;
}

/** Where the local stack's DynamoDB listens: what npm start recorded, else its default port. */
const localEndpoint = (dataDir: string): string => {
  const file = join(dataDir, LOCAL_STACK_FILE);
  if (existsSync(file)) {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as { dynamodb?: unknown };
    if (typeof recorded.dynamodb === 'string') return recorded.dynamodb;
  }
  return `http://127.0.0.1:${DEFAULT_PORTS.dynamodb}`;
};

/**
 * Points the data modules at the chosen table before they are imported: with `--aws` the deployed table
 * (credentials and region from the environment), else the running local stack's (or `--endpoint`'s).
 * Returns an error message when `--aws` lacks the table name.
 */
export const useTable = (args: TableArgs): string | undefined => {
  if (args.aws) {
    const table = args.table ?? process.env.TABLE_NAME;
    if (!table) return '--aws needs --table <TableName> (the stack output TableName).';
    process.env.TABLE_NAME = table;
    return undefined;
  }
  applyEnv({ ...localEnv({ dynamoUrl: args.endpoint ?? localEndpoint(args['data-dir']), s3Url: 'http://127.0.0.1:1', tokenSecret: 'unused' }), TABLE_NAME: args.table ?? LOCAL_TABLE_NAME });
  return undefined;
};
