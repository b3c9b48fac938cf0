/**
 * `npm run backfill -- gsi4 [--aws --table <TableName> | --endpoint <url>]`
 *
 * One-off data migrations. `gsi4`: lists events created before GSI4 in the staff events list
 * (functions/core/data/backfill-events-list.ts; idempotent, safe to rerun). Targets the running local
 * stack's table by default (the DynamoDB endpoint `npm start` recorded), `--endpoint` another one, or with
 * `--aws` the deployed table (credentials and region from the environment).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { applyEnv, LOCAL_TABLE_NAME, localEnv } from './env.js';
import { LOCAL_STACK_FILE } from './first-staff-account.js';
import { DEFAULT_PORTS } from './stack.js';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    aws: { type: 'boolean', default: false },
    table: { type: 'string' },
    endpoint: { type: 'string' },
    'data-dir': { type: 'string', default: join(import.meta.dirname, '..', '..', '.data') },
  },
});
const USAGE = 'Usage: npm run backfill -- gsi4 [--aws --table <TableName> | --endpoint <url>]';
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (positionals[0] !== 'gsi4') fail(USAGE);

const localEndpoint = (): string => {
  const file = join(args['data-dir'], LOCAL_STACK_FILE);
  if (existsSync(file)) {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as { dynamodb?: unknown };
    if (typeof recorded.dynamodb === 'string') return recorded.dynamodb;
  }
  return `http://127.0.0.1:${DEFAULT_PORTS.dynamodb}`;
};

if (args.aws) {
  process.env.TABLE_NAME = args.table ?? process.env.TABLE_NAME ?? fail('--aws needs --table <TableName> (the stack output TableName).');
} else {
  applyEnv({ ...localEnv({ dynamoUrl: args.endpoint ?? localEndpoint(), s3Url: 'http://127.0.0.1:1', tokenSecret: 'unused' }), TABLE_NAME: args.table ?? LOCAL_TABLE_NAME });
}

// The data module builds its DynamoDB client from the environment set above.
const { backfillEventsList } = await import('../../functions/core/data/backfill-events-list.js');
try {
  const { scanned, updated } = await backfillEventsList();
  console.log(`gsi4: scanned ${scanned} items, listed ${updated} events in LIST#EVENTS (table ${process.env.TABLE_NAME}).`);
} catch (err) {
  const e = err as Error;
  fail(`${e.name}: ${e.message}`);
}
