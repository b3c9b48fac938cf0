import { build, type Rolldown } from 'vite';
const out = (await build({ configFile: 'web/vite.config.ts', logLevel: 'silent', build: { outDir: '/tmp/x', emptyOutDir: true } })) as Rolldown.RolldownOutput;
for (const c of out.output) if (c.type === 'chunk' && /callApi|index|requestJoin|joinEvent|joinSub|EventHome/.test(c.fileName)) {
  const agg = new Map<string, number>();
  for (const [id, m] of Object.entries(c.modules)) { const k = id.includes('node_modules') ? id.split('node_modules/')[1]!.split('/').slice(0, id.includes('/@') ? 2 : 1).join('/') : id.replace(/^.*\/main\//, ''); agg.set(k, (agg.get(k) ?? 0) + m.renderedLength); }
  console.log(c.fileName, c.code.length, [...agg].sort((a, b) => b[1] - a[1]).slice(0, 8));
}
