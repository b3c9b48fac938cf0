import { build } from 'esbuild';
import { HOUSE_BUILD_OPTIONS, loadedAtImport } from './infra/constructs/house-bundle.ts';
const e = process.argv[2]!;
const r = await build({ ...HOUSE_BUILD_OPTIONS, entryPoints: { index: e }, outdir: '/tmp/zp-out', metafile: true, write: true });
const eager = loadedAtImport(r.metafile, '/tmp/zp-out');
const by = new Map<string, number>();
for (const o of eager) for (const [inp, v] of Object.entries(r.metafile.outputs[o]!.inputs)) {
  const m = inp.match(/node_modules\/((@[^/]+\/)?[^/]+)/); const k = m ? m[1]! : inp.split('/').slice(0, 3).join('/');
  by.set(k, (by.get(k) ?? 0) + v.bytesInOutput);
}
console.log(eager.length, 'outputs');
for (const [k, v] of [...by].sort((a, b) => b[1] - a[1])) if (v > 300) console.log(String(v).padStart(8), k);
