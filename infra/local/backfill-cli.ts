/**
 * `npm run backfill -- gsi4 [--aws --table <TableName> | --endpoint <url>]`
 *
 * One-off data migrations. `gsi4`: gives events and orders made before the staff and organizer lists the index
 * keys creation now sets (functions/core/data/backfill-list-indexes.ts; idempotent, safe to rerun). Targets the
 * running local stack's table by default (the DynamoDB endpoint `npm start` recorded), `--endpoint` another
 * one, or with `--aws` the deployed table (credentials and region from the environment).
 */
import { parseArgs } from 'node:util';
import { TABLE_OPTIONS, useTable } from './cli-table.js';

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: TABLE_OPTIONS });

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (positionals[0] !== 'gsi4') fail('Usage: npm run backfill -- gsi4 [--aws --table <TableName> | --endpoint <url>]');
const problem = useTable(args);
if (problem) fail(problem);

// The data module builds its DynamoDB client from the environment set above.
const { backfillListIndexes } = await import('../../functions/core/data/backfill-list-indexes.js');
try {
  const { scanned, events, orders } = await backfillListIndexes();
  console.log(`gsi4: scanned ${scanned} items; indexed ${events} events and ${orders} orders (table ${process.env.TABLE_NAME}).`);
} catch (err) {
  const e = err as Error;
  fail(`${e.name}: ${e.message}`);
}
