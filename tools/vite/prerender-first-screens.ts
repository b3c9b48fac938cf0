import { createServer, type Plugin } from 'vite';
import { routePreloadFiles, type ChunkLike } from './route-preload.js';

/**
 * Prerenders first screens (the lobby, the pricing page's first step) into index.html at build time: they
 * then paint from the HTML, the CSS and the tiny boot entry instead of waiting for React (~85 KB gz) and
 * their route's chunks to download and run. Each markup goes into a <template> (inert: never painted by
 * itself, so /gallery and every other route never flash it); web/src/boot/prerenderedFirstScreen.ts moves
 * the one this load shows into #root and the app (web/src/startApp.tsx) hydrates it. A screen whose route
 * chunk has CSS of its own gets it inlined in a <template> too (the boot moves it into <head>), so it paints
 * styled without another round trip. No inline script: the CSP stays `script-src 'self'` (styles may be inline).
 */

export interface PrerenderFirstScreensOptions {
  /** Module (relative to the Vite root) whose `exportName` resolves to a screen's HTML. */
  module: string;
  exportName: string;
  /** One <template> each (web/src/boot/prerenderedFirstScreen.ts reads them): its id and what `exportName` is called with. */
  templates: readonly { templateId: string; argument: string }[];
  /** One <template> each with a <style> of the CSS the chunk of `module` (relative to the Vite root) loads. */
  styles?: readonly { templateId: string; module: string }[];
}

/** `html` with `<template id=…>markup</template>` right after #root's element. */
export function withTemplate(html: string, markup: string, templateId: string): string {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/.exec(html);
  if (!root) throw new Error('prerender-first-screens: no <div id="root"> with its splash in index.html');
  const at = root.index + root[0].length;
  return `${html.slice(0, at)}\n    <template id="${templateId}">${markup}</template>${html.slice(at)}`;
}

/** Renders `exportName` of `module` in Node through a throwaway Vite server (SSR module loading, production mode). */
export async function renderInNode(root: string, envDir: string, module: string, exportName: string, args: readonly string[]): Promise<string[]> {
  const server = await createServer({
    root,
    envDir,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const loaded = await server.ssrLoadModule(`/${module}`);
    const render = loaded[exportName] as unknown;
    if (typeof render !== 'function') throw new Error(`prerender-first-screens: ${module} has no function ${exportName}`);
    const markups: string[] = [];
    // One after the other: the module keeps the language being rendered.
    for (const arg of args) {
      const markup: unknown = await (render as (arg: string) => Promise<unknown>)(arg);
      if (typeof markup !== 'string' || markup.length === 0) throw new Error(`prerender-first-screens: the lobby rendered nothing (${arg})`);
      markups.push(markup);
    }
    return markups;
  } finally {
    await server.close();
  }
}

/** The CSS `module`'s chunk loads beyond the entry's, as one stylesheet's text (assets from the bundle). */
export function routeCss(bundle: Record<string, { type: 'chunk' | 'asset'; source?: string | Uint8Array }>, root: string, module: string): string {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item as unknown as ChunkLike] : []));
  const files = routePreloadFiles(chunks, root, [module]).styles;
  if (files.length === 0) throw new Error(`prerender-first-screens: ${module} loads no CSS of its own (drop its style template)`);
  return files
    .map((file) => {
      const source = bundle[file]?.source;
      if (source === undefined) throw new Error(`prerender-first-screens: no asset ${file} in the bundle`);
      return typeof source === 'string' ? source : new TextDecoder().decode(source);
    })
    .join('\n');
}

/** Vite plugin (build only). */
export function prerenderFirstScreens({ module, exportName, templates, styles = [] }: PrerenderFirstScreensOptions): Plugin {
  let root = '';
  let envDir = '';
  let building = false;
  return {
    name: 'candid:prerender-first-screens',
    configResolved(config) {
      root = config.root;
      envDir = config.envDir || root;
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!building) return html;
        const markups = await renderInNode(root, envDir, module, exportName, templates.map((t) => t.argument));
        const sheets = styles.map((s) => {
          if (!ctx.bundle) throw new Error('prerender-first-screens: no bundle to take the CSS from');
          // A </style> inside the CSS cannot occur in Vite's minified output; a "<" in a string would be escaped by it.
          return `<style>${routeCss(ctx.bundle as Parameters<typeof routeCss>[0], root, s.module)}</style>`;
        });
        // Inserted in reverse so that they end up in the given order, each right after #root.
        const all = [...templates.map((t, i) => ({ templateId: t.templateId, markup: markups[i] ?? '' })), ...styles.map((s, i) => ({ templateId: s.templateId, markup: sheets[i]! }))];
        return all.reduceRight((page, { templateId, markup }) => withTemplate(page, markup, templateId), html);
      },
    },
  };
}
