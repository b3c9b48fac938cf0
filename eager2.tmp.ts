import { build } from 'esbuild';
import { HOUSE_BUILD_OPTIONS, loadedAtImport } from './infra/constructs/house-bundle.ts';
const e = process.argv[2]!;
const r = await build({ ...HOUSE_BUILD_OPTIONS, entryPoints: { index: e }, outdir: '/tmp/zp-out', metafile: true, write: true });
const eager = loadedAtImport(r.metafile, '/tmp/zp-out');
for (const o of eager) for (const [inp, v] of Object.entries(r.metafile.outputs[o]!.inputs)) {
  if (!inp.includes('node_modules') || inp.includes('zod')) console.log(String(v.bytesInOutput).padStart(7), inp);
}
