import { measureLambdaBundles } from '../lambda-bundles.js';
import { formatTable } from '../lib/report.js';
const t = performance.now();
const r = await measureLambdaBundles({ loadRuns: 3 });
console.log(formatTable(r.rows));
console.log((performance.now() - t) / 1000, 's');
