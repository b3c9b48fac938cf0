import { relative, resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The first screen's route chunk is lazy (React.lazy in web/src/routes/AppRoutes.tsx), so without help the
 * browser learns of it only after the entry has downloaded and run: one more round trip before the lobby's
 * text paints. This plugin lists that chunk (and the chunks it statically imports that the entry does not)
 * in index.html as `<link rel="modulepreload">`, and its CSS as `<link rel="preload" as="style">` (fetched
 * early, never render-blocking), so they download next to the entry. External links only: the CSP is
 * `script-src 'self'`.
 */

/** What the plugin reads of an output chunk (a subset of Rolldown's OutputChunk). */
export interface ChunkLike {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** The modules bundled into it (a group chunk has no facade: it is found by a module it holds). */
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export interface RoutePreloadFiles {
  scripts: string[];
  styles: string[];
}

/** File names of the chunks `start` loads: themselves and their static imports, in discovery order. */
export function staticClosure(chunks: ChunkLike[], start: ChunkLike[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (c: ChunkLike): void => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const name of c.imports) {
      const dep = byName.get(name);
      if (dep) visit(dep);
    }
  };
  start.forEach(visit);
  return [...seen];
}

/**
 * The files to preload for the chunks whose facade is one of `modules` (paths relative to `root`), or, for
 * a group's chunk, that hold one of them: their
 * static import closure minus what the entry already loads. Throws when a module has no chunk of its own,
 * so a renamed page fails the build instead of silently losing its preload.
 */
export function routePreloadFiles(chunks: ChunkLike[], root: string, modules: string[]): RoutePreloadFiles {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkLike[]): ChunkLike[] => staticClosure(chunks, start).flatMap((n) => byName.get(n) ?? []);
  const normalize = (p: string): string => p.split('\\').join('/');
  const wanted = modules.map((m) => {
    const isM = (id: string): boolean => normalize(relative(root, id)) === normalize(m);
    const chunk =
      chunks.find((c) => !c.isEntry && c.facadeModuleId !== null && isM(c.facadeModuleId)) ??
      chunks.find((c) => !c.isEntry && c.facadeModuleId === null && (c.moduleIds ?? []).some(isM));
    if (!chunk) throw new Error(`route-preload: no chunk of its own for ${m} (renamed, or no longer lazy?)`);
    return chunk;
  });
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const loadedNames = new Set(loaded.map((c) => c.fileName));
  const loadedCss = new Set(loaded.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]));
  const extra = closure(wanted).filter((c) => !loadedNames.has(c.fileName));
  const styles = [...new Set(extra.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].filter((s) => !loadedCss.has(s));
  return { scripts: extra.map((c) => c.fileName), styles };
}

/**
 * The preload helper's list for a dynamic import (Vite's `modulePreload.resolveDependencies`), without the chunks
 * the importing chunk loads itself: a module runs only once its static imports have, so when its `import()`
 * runs they are there already, and naming them again costs every chunk that lists them its bytes (hashed file
 * names hardly compress). `host` is the importing chunk's file name; a host not in `chunks` (index.html) keeps
 * its list.
 */
export function unloadedDependencies(chunks: ChunkLike[], host: string, deps: string[]): string[] {
  const chunk = chunks.find((c) => c.fileName === host);
  if (!chunk) return deps;
  const loaded = new Set(staticClosure(chunks, [chunk]));
  return deps.filter((d) => !loaded.has(d));
}

/** The file the build writes beside index.html: each route's `Link` header value (routeLinkHeaders). */
export const ROUTE_LINKS_FILE = 'route-links.json';

/**
 * An HTTP `Link` header value preloading `files` (same attributes as the preload helper's own requests,
 * so the browser reuses them: modules in CORS mode, styles with crossorigin).
 */
export function linkHeader(files: RoutePreloadFiles, base: string): string {
  const href = (f: string): string => `${base.endsWith('/') ? base : `${base}/`}${f}`;
  return [...files.scripts.map((f) => `<${href(f)}>; rel=modulepreload`), ...files.styles.map((f) => `<${href(f)}>; rel=preload; as=style; crossorigin`)].join(', ');
}

/** `<link>` tags for the files, under the site's base path. */
export function routePreloadTags(files: RoutePreloadFiles, base: string): HtmlTagDescriptor[] {
  const href = (f: string): string => `${base.endsWith('/') ? base : `${base}/`}${f}`;
  return [
    ...files.scripts.map((f): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: href(f) }, injectTo: 'head' })),
    ...files.styles.map((f): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(f) }, injectTo: 'head' })),
  ];
}

export interface RoutePreloadOptions {
  /** Source modules (relative to the Vite root) whose chunks index.html preloads. */
  modules: string[];
  /**
   * The tiny boot entry (relative to the Vite root), index.html's one script: it runs as soon as its few
   * kilobytes arrive and starts the app itself (web/src/startEarly.ts). Added here rather than in
   * index.html, so that the build can keep it free of imports (bootModules).
   */
  bootEntry: string;
  /** Module ids bundled into one chunk with the boot entry's imports. */
  bootModules: RegExp;
  /**
   * Per client-side route, source modules its first load imports before it can paint (e.g. /gallery's first
   * paint chunk): the build writes their files as a `Link` header value into ROUTE_LINKS_FILE, which the
   * servers (the local gateway, CloudFront's behaviour for the route) send with index.html at that path, so
   * they download beside the boot instead of after it. index.html itself stays the same for every route.
   */
  routeLinks?: Record<string, string[]>;
}

/**
 * The boot entry's tags, put before the app's entry script: its script, async so it runs the moment it
 * arrives (a deferred module script waits for the parser and the scripts before it), and modulepreloads
 * of the chunks it imports, which the browser would otherwise discover one round trip at a time.
 */
export function bootTags(src: string, imports: string[], base: string): string {
  const href = (f: string): string => `${base.endsWith('/') ? base : `${base}/`}${f}`;
  return [
    `<script type="module" async crossorigin src="${src}"></script>`,
    ...imports.map((f) => `<link rel="modulepreload" crossorigin href="${href(f)}">`),
  ].join('\n    ');
}

/**
 * `html` with `tags` put before its first module script or stylesheet (or at the end of <head> without
 * either): the boot is the first request the page makes after itself, ahead of the styles.
 */
export function beforeFirstModuleScript(html: string, tags: string): string {
  const at = html.search(/<script type="module"|<link rel="stylesheet"/);
  if (at >= 0) return `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
  return html.replace('</head>', `  ${tags}\n  </head>`);
}

/** Vite plugin: the boot entry (build and dev), the route preloads and the preload helper's lists (build). */
export function routePreload({ modules, bootEntry, bootModules, routeLinks = {} }: RoutePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  let building = false;
  // The output's chunks, kept by generateBundle for the preload lists Vite writes after it (its import analysis
  // is a post plugin).
  let output: ChunkLike[] = [];
  return {
    name: 'candid:route-preload',
    config(config, env) {
      if (env.command !== 'build') return;
      const at = config.root ?? process.cwd();
      return {
        build: {
          modulePreload: { resolveDependencies: (_file, deps, { hostId }) => unloadedDependencies(output, hostId, deps) },
          rolldownOptions: {
            input: { index: resolve(at, 'index.html'), boot: resolve(at, bootEntry) },
            // The boot's own imports in one file: on HTTP/1.1 each extra file costs a connection slot.
            // Its priority beats the app's groups, which take their modules' dependencies along: the boot must import
            // nothing (it runs the moment it arrives, before React's chunks), so what it shares is the app's to import.
            output: { codeSplitting: { groups: [{ name: 'boot', test: bootModules, priority: 10 }] } },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
    },
    generateBundle(_, bundle) {
      if (!building) return;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      output = chunks;
      // What index.html preloads for every route already is left out.
      const everyRoute = routePreloadFiles(chunks, root, modules);
      const without = (files: RoutePreloadFiles): RoutePreloadFiles => ({
        scripts: files.scripts.filter((f) => !everyRoute.scripts.includes(f)),
        styles: files.styles.filter((f) => !everyRoute.styles.includes(f)),
      });
      const links = Object.fromEntries(Object.entries(routeLinks).map(([route, mods]) => [route, linkHeader(without(routePreloadFiles(chunks, root, mods)), base)]));
      this.emitFile({ type: 'asset', fileName: ROUTE_LINKS_FILE, source: `${JSON.stringify(links, null, 2)}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!building || !ctx.bundle) return beforeFirstModuleScript(html, bootTags(`${base}${bootEntry}`, [], base));
        const chunks = Object.values(ctx.bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const boot = chunks.find((c) => c.isEntry && c.facadeModuleId !== null && relative(root, c.facadeModuleId).split('\\').join('/') === bootEntry);
        if (!boot) throw new Error(`route-preload: no entry chunk for ${bootEntry}`);
        // What the app's entry also imports, Vite already preloads after its script.
        const appLoads = new Set(staticClosure(chunks, chunks.filter((c) => c.isEntry && c !== boot)));
        const bootImports = staticClosure(chunks, [boot]).filter((f) => f !== boot.fileName && !appLoads.has(f));
        return {
          html: beforeFirstModuleScript(html, bootTags(`${base}${boot.fileName}`, bootImports, base)),
          tags: routePreloadTags(routePreloadFiles(chunks, root, modules), base),
        };
      },
    },
  };
}
