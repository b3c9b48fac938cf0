import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build, type Rolldown } from 'vite';
import { BENCH_OUT, REPO_ROOT } from './lib/paths.js';
import { kb, rows, type Row, type SectionResult } from './lib/report.js';

/**
 * Measurement 1 (DESIGN section 12, first row): the production web build, fresh, into test-results/bench/web
 * (web/dist is left alone; the Lighthouse measurement serves this copy). From the output's chunk graph
 * (every chunk's modules, static imports, dynamic imports and imported CSS), the gzipped JS and CSS each
 * app state loads: its chunks' static import closure, which is what index.html's modulepreloads and Vite's
 * preload helper fetch. "index.html" stands for every script, modulepreload and stylesheet it references (the
 * app's entry, the boot entry), which every state loads.
 */
const SECTION = 'web bundle';
export const WEB_OUT = join(BENCH_OUT, 'web');
const WEB_ROOT = join(REPO_ROOT, 'web');
const ENTRY = 'index.html';
/** The app itself, which the boot entry imports once it may (web/src/early/appStart.ts). */
const APP = 'src/startApp.tsx';

/** What each app state loads, by source module (relative to web/). States build on each other. */
const FLOW = [ENTRY, 'src/pages/MainFlowPage.tsx'];
const LOBBY = [...FLOW, 'src/screens/lobby/LobbyScreen.tsx'];
/** Join mode: its form, with its submit code, is a chunk of its own (fetched once the lobby is up). */
const JOIN = [...LOBBY, 'src/screens/lobby/JoinForm.tsx'];
const CAMERA = [...JOIN, 'src/screens/event-home/EventHomeScreen.tsx'];
const LINK = [...FLOW, 'src/screens/direct-join/JoinScreen.tsx'];
/** Buyers', organizers' and staff pages: AppRoutes' catch-all renders their table's chunk, which renders the page. */
const OTHER = [ENTRY, 'src/routes/OtherRoutes.tsx'];
interface State {
  name: string;
  loads: string[];
  /** The text areas (web/src/i18n/areas.ts) the state shows: measured once per language with its catalogues. */
  areas?: string[];
  /** Also load dynamic chunks reachable from this state that contain a module matching this (the camera). */
  pullIn?: RegExp;
  jsBudgetKb?: number;
  guest?: boolean;
}
/**
 * The app (startApp.tsx) loads the first screens' texts before any route renders; a route's own areas are its
 * lazyWithTexts list (MainFlowPage.tsx, AppRoutes.tsx, OtherRoutes.tsx), which load beside its chunk.
 */
const BASE_STATES: State[] = [
  { name: 'guest entry: lobby (/)', loads: LOBBY, areas: ['first'], jsBudgetKb: 100, guest: true },
  { name: 'guest entry: lobby → join', loads: JOIN, areas: ['first'], jsBudgetKb: 100, guest: true },
  { name: 'guest entry: event link (/?code=…)', loads: LINK, areas: ['first', 'arrival'], jsBudgetKb: 100, guest: true },
  { name: 'camera state (after join)', loads: CAMERA, areas: ['first', 'event'], pullIn: /\/web\/src\/camera\//, jsBudgetKb: 150, guest: true },
  { name: '/gallery', loads: [ENTRY, 'src/pages/GalleryPage.tsx'], areas: ['first', 'gallery', 'event'], guest: true },
  // A buyer's page: its own budget (DESIGN 12), and no staff or organizer code either.
  { name: '/pricing', loads: [...OTHER, 'src/pages/PricingPage.tsx'], areas: ['first', 'commerce'], jsBudgetKb: 120, guest: true },
  { name: '/admin (staff login)', loads: [...OTHER, 'src/pages/staff/StaffLoginPage.tsx'], areas: ['first', 'staff'] },
  { name: '/admin/dashboard', loads: [...OTHER, 'src/pages/staff/StaffDashboardPage.tsx'], areas: ['first', 'staff', 'commerce', 'orders', 'history'] },
];
/** Issue #20: each state in each language, with only that language's catalogues (the budget holds for both). */
const LANGUAGES = ['en', 'ro'] as const;
const STATES: State[] = BASE_STATES.flatMap((state) =>
  LANGUAGES.map((lang) => ({ ...state, name: `${state.name} [${lang}]`, loads: [...state.loads, ...(state.areas ?? []).map((a) => `src/i18n/catalogues/${a}/${lang}.ts`)] })),
);
/** Staff and admin-portal code: never in a guest state's static graph. */
const STAFF_MODULE = /\/web\/src\/(pages|features)\/(staff|admin-portal|staff-portal)\/|\/web\/src\/staff\//;

type Chunk = Rolldown.OutputChunk;

const gz = (bytes: Uint8Array | string): number => gzipSync(bytes).length;

/** web/src/camera on its own, minified for the browser like the app build (esbuild, ES2022). */
const cameraModuleGz = async (): Promise<number> => {
  const res = await esbuild({
    entryPoints: [join(WEB_ROOT, 'src', 'camera', 'index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return gz(res.outputFiles[0]!.contents);
};

/** The files sw.js precaches (Workbox's inlined `{url:"…",revision:…}` list) and their sizes. */
export const precacheOf = (dir: string): { files: string[]; raw: number; gz: number; swGz: number } => {
  const sw = readFileSync(join(dir, 'sw.js'), 'utf8');
  const files = [...new Set([...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]!))];
  if (files.length === 0) throw new Error('sw.js has no precache list (web/pwa/service-worker.ts)');
  const bytes = files.map((f) => readFileSync(join(dir, f)));
  return { files, raw: bytes.reduce((a, b) => a + b.length, 0), gz: bytes.reduce((a, b) => a + gz(b), 0), swGz: gz(sw) };
};

export const measureWebBundle = async (): Promise<SectionResult> => {
  const r = rows(SECTION);
  const started = performance.now();
  const out = await build({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: WEB_OUT, emptyOutDir: true },
  });
  const output = (Array.isArray(out) ? out[0] : out) as Rolldown.RolldownOutput | undefined;
  if (!output || !('output' in output)) throw new Error('vite build returned no output');
  const buildSeconds = (performance.now() - started) / 1000;

  const chunks = new Map<string, Chunk>();
  const byFacade = new Map<string, Chunk>();
  for (const item of output.output) {
    if (item.type !== 'chunk') continue;
    chunks.set(item.fileName, item);
    if (item.facadeModuleId) byFacade.set(relative(WEB_ROOT, item.facadeModuleId), item);
  }
  // A module inside a chunk group (vite.config.ts codeSplitting) has no facade: importing it loads its group's chunk.
  for (const c of chunks.values()) {
    for (const id of c.moduleIds) {
      const rel = relative(WEB_ROOT, id);
      if (!rel.startsWith('..') && !byFacade.has(rel)) byFacade.set(rel, c);
    }
  }
  // index.html's one script is the boot entry; it starts the app's chunk.
  const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith('src/startEarly.ts'));
  if (!entry) throw new Error('no boot entry chunk in the build');
  byFacade.set(ENTRY, entry);
  const html = readFileSync(join(WEB_OUT, 'index.html'));
  // What index.html itself fetches, whatever the route: its scripts, modulepreloads and styles.
  const htmlFiles = [...html.toString('utf8').matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  const htmlChunks = htmlFiles.flatMap((f) => chunks.get(f) ?? []);
  const htmlCss = htmlFiles.filter((f) => f.endsWith('.css'));
  // The entry starts the app (React, the shell) from a chunk of its own at once, on every route but a /gallery
  // load, which paints its first photos first (web/src/early/appStart.ts): every state loads it.
  const appChunk = byFacade.get(APP) ? [byFacade.get(APP)!] : [];
  if (appChunk.length === 0) throw new Error(`no chunk for ${APP} (bench needs updating?)`);

  const staticClosure = (start: Chunk[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (c: Chunk): void => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const i of c.imports) {
        const dep = chunks.get(i);
        if (dep) visit(dep);
      }
    };
    start.forEach(visit);
    return seen;
  };
  /** Dynamic chunks reachable (through any imports) from a set that contain a matching module. */
  const reachableMatching = (from: Set<string>, pattern: RegExp): Chunk[] => {
    const found: Chunk[] = [];
    const seen = new Set<string>();
    const walk = (name: string): void => {
      if (seen.has(name)) return;
      seen.add(name);
      const c = chunks.get(name);
      if (!c) return;
      if (!from.has(name) && c.moduleIds.some((m) => pattern.test(m))) found.push(c);
      [...c.imports, ...c.dynamicImports].forEach(walk);
    };
    from.forEach(walk);
    return found;
  };
  const fileBytes = (name: string): Buffer => readFileSync(join(WEB_OUT, name));
  const sizeCache = new Map<string, { raw: number; gz: number }>();
  const size = (name: string): { raw: number; gz: number } => {
    let s = sizeCache.get(name);
    if (!s) {
      const b = fileBytes(name);
      s = { raw: b.length, gz: gz(b) };
      sizeCache.set(name, s);
    }
    return s;
  };

  const results: Row[] = [];
  const details: Record<string, unknown> = { buildSeconds };
  for (const state of STATES) {
    const missing = state.loads.filter((m) => !byFacade.has(m));
    if (missing.length) {
      results.push(
        state.jsBudgetKb
          ? r.check(`${state.name}: JS gz`, null, `≤ ${state.jsBudgetKb} KB`, false, undefined, `no chunk for ${missing.join(', ')} (bench needs updating?)`)
          : r.report(`${state.name}: JS gz`, null, undefined, undefined, `no chunk for ${missing.join(', ')}`),
      );
      continue;
    }
    const start = state.loads.flatMap((m) => (m === ENTRY ? [entry, ...htmlChunks, ...appChunk] : [byFacade.get(m)!]));
    const files = staticClosure(start);
    const pulled = state.pullIn ? reachableMatching(files, state.pullIn) : [];
    for (const extra of staticClosure(pulled)) files.add(extra);
    const css = new Set<string>(state.loads[0] === ENTRY ? htmlCss : []);
    for (const f of files) for (const c of chunks.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
    const jsGz = [...files].reduce((a, f) => a + size(f).gz, 0);
    const jsRaw = [...files].reduce((a, f) => a + size(f).raw, 0);
    const cssGz = [...css].reduce((a, f) => a + size(f).gz, 0);
    const modules = [...files].flatMap((f) => chunks.get(f)?.moduleIds ?? []);
    const staff = modules.filter((m) => STAFF_MODULE.test(m)).map((m) => relative(REPO_ROOT, m));
    const note = `${files.size} JS files (${kb(jsRaw)} KB min), ${css.size} CSS`;
    results.push(
      state.jsBudgetKb
        ? r.check(`${state.name}: JS gz`, kb(jsGz), `≤ ${state.jsBudgetKb} KB`, jsGz <= state.jsBudgetKb * 1024, 'KB', note)
        : r.report(`${state.name}: JS gz`, kb(jsGz), 'KB', undefined, note),
      r.report(`${state.name}: JS+CSS gz (+ index.html)`, kb(jsGz + cssGz + (state.loads[0] === ENTRY ? gz(html) : 0)), 'KB'),
    );
    if (state.guest)
      results.push(r.check(`${state.name}: staff/admin modules`, staff.length, '0', staff.length === 0, undefined, staff.slice(0, 3).join(', ') || undefined));
    if (state.pullIn && pulled.length === 0 && !modules.some((m) => state.pullIn!.test(m))) {
      // The camera module is not wired into the app yet: project the total with it bundled on its own.
      const camGz = await cameraModuleGz();
      results.push(
        r.report(`${state.name} + web/src/camera (projected)`, kb(jsGz + camGz), 'KB', { text: `≤ ${state.jsBudgetKb} KB`, ok: jsGz + camGz <= state.jsBudgetKb! * 1024 },
          `camera module not in the app's graph yet; alone ${kb(camGz)} KB gz (esbuild, minified)`),
      );
    }
    details[state.name] = { js: [...files], css: [...css], jsGz, jsRaw, cssGz, staffModules: staff };
  }
  // The boot entry shows the prerendered lobby the moment it arrives: a static import would make it wait for
  // that chunk too (a chunk group taking its modules once made it wait for React's, lobby LCP 1.7 → 2.05 s).
  const boot = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith('src/startEarly.ts'));
  results.push(
    r.check('boot entry: static imports', boot ? boot.imports.length : null, '0', boot !== undefined && boot.imports.length === 0, undefined, boot?.imports.join(', ') || undefined),
    r.report('boot entry: JS gz', boot ? kb(size(boot.fileName).gz) : null, 'KB'),
  );
  // The installable app (web/pwa/): what a phone downloads into the service worker's cache on the first visit.
  const precache = precacheOf(WEB_OUT);
  results.push(
    r.report('service worker precache: files', precache.files.length, undefined, undefined, 'sw.js precache manifest (the shell, every route chunk, CSS, icons, manifest)'),
    r.report('service worker precache: size', kb(precache.raw), 'KB', undefined, `${kb(precache.gz)} KB gz over the wire; sw.js itself ${kb(precache.swGz)} KB gz`),
  );
  details.precache = precache;
  details.entryModules = entry.moduleIds.length;
  return { section: SECTION, rows: results, details };
};
