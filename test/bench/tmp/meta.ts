import { build } from 'esbuild';
import { houseBundling } from '../lambda/house-options.js';
const h = houseBundling();
for (const e of process.argv.slice(2)) {
  const res = await build({ ...h.options, entryPoints: [`functions/${e}`], outfile: '/tmp/m/x.mjs', write: false, metafile: true });
  const out = Object.values(res.metafile.outputs).find((o) => o.entryPoint)!;
  const agg = new Map<string, number>();
  for (const [p, v] of Object.entries(out.inputs)) {
    const k = p.includes('node_modules/') ? p.split('node_modules/').pop()!.split('/').slice(0, p.split('node_modules/').pop()!.startsWith('@') ? 2 : 1).join('/') : p.split('/').slice(0, 2).join('/');
    agg.set(k, (agg.get(k) ?? 0) + v.bytesInOutput);
  }
  console.log(e, out.bytes, [...agg].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}=${Math.round(v / 1024)}K`).join(' '));
}
