import { readFileSync, readdirSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const maps = new Map();
const mapOf = (url) => { if (!url.startsWith('file:///tmp/zp-out')) return null; if (!maps.has(url)) { const p = new URL(url).pathname + '.map'; try { maps.set(url, new TraceMap(readFileSync(p, 'utf8'))); } catch { maps.set(url, null); } } return maps.get(url); };
const tot = new Map(); let all = 0;
for (const f of readdirSync('/tmp/prof')) {
  const p = JSON.parse(readFileSync('/tmp/prof/' + f, 'utf8'));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const dt = p.timeDeltas; 
  for (let i = 0; i < p.samples.length; i++) {
    const n = byId.get(p.samples[i]); const d = (dt[i + 1] ?? 0) / 1000; all += d;
    const cf = n.callFrame; let key = cf.url ? cf.url.replace('file:///tmp/zp-out/', '') : cf.functionName;
    const m = mapOf(cf.url);
    if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { const s = o.source.replace(/^(\.\.\/)+/, ''); const mm = s.match(/node_modules\/((@[^/]+\/)?[^/]+)/); key = mm ? mm[1] : s; } }
    if (!cf.url && cf.functionName) key = cf.functionName;
    tot.set(key, (tot.get(key) ?? 0) + d);
  }
}
const runs = readdirSync('/tmp/prof').length;
console.log('total per run ms', (all / runs).toFixed(1));
for (const [k, v] of [...tot].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / runs).toFixed(2).padStart(7), k);
