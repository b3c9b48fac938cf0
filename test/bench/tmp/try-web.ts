import { measureWebBundle } from '../web-bundle.js';
import { formatTable } from '../lib/report.js';
const r = await measureWebBundle();
console.log(formatTable(r.rows));
console.log(JSON.stringify(r.details, null, 1).slice(0, 1500));
