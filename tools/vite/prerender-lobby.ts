import { createServer, type Plugin } from 'vite';

/**
 * Prerenders the lobby's first screen into index.html at build time: the lobby then paints from the HTML,
 * the CSS and the tiny boot entry instead of waiting for React (~85 KB gz) to download and run. The markup
 * goes into a <template> (inert: never painted by itself, so /gallery and every other route never flash the
 * lobby); web/src/boot/prerenderedLobby.ts moves it into #root on a lobby load and the app (web/src/startApp.tsx) hydrates it.
 * No inline script: the CSP stays `script-src 'self'`.
 */

export interface PrerenderLobbyOptions {
  /** Module (relative to the Vite root) whose `exportName` resolves to the lobby's HTML. */
  module: string;
  exportName: string;
  /** One <template> each (web/src/boot/prerenderedLobby.ts reads them): its id and what `exportName` is called with. */
  templates: readonly { templateId: string; argument: string }[];
}

/** `html` with `<template id=…>markup</template>` right after #root's element. */
export function withLobbyTemplate(html: string, markup: string, templateId: string): string {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/.exec(html);
  if (!root) throw new Error('prerender-lobby: no <div id="root"> with its splash in index.html');
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
    if (typeof render !== 'function') throw new Error(`prerender-lobby: ${module} has no function ${exportName}`);
    const markups: string[] = [];
    // One after the other: the module keeps the language being rendered.
    for (const arg of args) {
      const markup: unknown = await (render as (arg: string) => Promise<unknown>)(arg);
      if (typeof markup !== 'string' || markup.length === 0) throw new Error(`prerender-lobby: the lobby rendered nothing (${arg})`);
      markups.push(markup);
    }
    return markups;
  } finally {
    await server.close();
  }
}

/** Vite plugin (build only). */
export function prerenderLobby({ module, exportName, templates }: PrerenderLobbyOptions): Plugin {
  let root = '';
  let envDir = '';
  let building = false;
  return {
    name: 'candid:prerender-lobby',
    configResolved(config) {
      root = config.root;
      envDir = config.envDir || root;
      building = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!building) return html;
        const markups = await renderInNode(root, envDir, module, exportName, templates.map((t) => t.argument));
        // Inserted in reverse so that they end up in the given order, each right after #root.
        return templates.reduceRight((page, { templateId }, i) => withLobbyTemplate(page, markups[i] ?? '', templateId), html);
      },
    },
  };
}
