import { describe, expect, it } from 'vitest';
import { beforeFirstModuleScript, bootTags, linkHeader, routePreloadFiles, routePreloadTags, staticClosure, unloadedDependencies, type ChunkLike } from './route-preload';

const ROOT = '/repo/web';
const chunk = (fileName: string, imports: string[], extra: Partial<ChunkLike> = {}): ChunkLike => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports,
  ...extra,
});

// index → runtime; Lobby → shared, runtime, index; Gallery → shared, zod
const CHUNKS: ChunkLike[] = [
  chunk('assets/index.js', ['assets/runtime.js'], { isEntry: true, facadeModuleId: `${ROOT}/index.html`, viteMetadata: { importedCss: new Set(['assets/index.css']) } }),
  chunk('assets/runtime.js', []),
  chunk('assets/Lobby.js', ['assets/shared.js', 'assets/runtime.js', 'assets/index.js'], {
    facadeModuleId: `${ROOT}/src/pages/Lobby.tsx`,
    viteMetadata: { importedCss: new Set(['assets/Lobby.css', 'assets/index.css']) },
  }),
  chunk('assets/shared.js', ['assets/index.js'], { facadeModuleId: `${ROOT}/src/session/store.ts` }),
  chunk('assets/Gallery.js', ['assets/shared.js', 'assets/zod.js'], { facadeModuleId: `${ROOT}/src/pages/Gallery.tsx` }),
  chunk('assets/zod.js', []),
];

describe('routePreloadFiles', () => {
  it("lists the route chunk and its static imports the entry does not load, with the route's own CSS", () => {
    expect(routePreloadFiles(CHUNKS, ROOT, ['src/pages/Lobby.tsx'])).toEqual({
      scripts: ['assets/Lobby.js', 'assets/shared.js'],
      styles: ['assets/Lobby.css'],
    });
  });

  it('never lists a chunk twice when routes share one', () => {
    expect(routePreloadFiles(CHUNKS, ROOT, ['src/pages/Lobby.tsx', 'src/pages/Gallery.tsx']).scripts).toEqual([
      'assets/Lobby.js',
      'assets/shared.js',
      'assets/Gallery.js',
      'assets/zod.js',
    ]);
  });

  it('fails the build when a module has no chunk of its own (renamed or eagerly imported)', () => {
    expect(() => routePreloadFiles(CHUNKS, ROOT, ['src/pages/Renamed.tsx'])).toThrow(/no chunk of its own for src\/pages\/Renamed\.tsx/);
    expect(() => routePreloadFiles(CHUNKS, ROOT, ['index.html'])).toThrow(/no chunk of its own/);
  });
});

describe('unloadedDependencies', () => {
  it("drops what the importing chunk loads itself (its static imports, theirs), keeping the rest in order", () => {
    // Lobby imports Gallery: Gallery's list is itself, shared.js and zod.js; Lobby has loaded shared.js.
    expect(unloadedDependencies(CHUNKS, 'assets/Lobby.js', ['assets/Gallery.js', 'assets/shared.js', 'assets/zod.js'])).toEqual(['assets/Gallery.js', 'assets/zod.js']);
    expect(unloadedDependencies(CHUNKS, 'assets/zod.js', ['assets/Lobby.js', 'assets/shared.js'])).toEqual(['assets/Lobby.js', 'assets/shared.js']);
  });

  it('keeps the whole list for a host that is no chunk (index.html)', () => {
    expect(unloadedDependencies(CHUNKS, 'index.html', ['assets/Lobby.js', 'assets/runtime.js'])).toEqual(['assets/Lobby.js', 'assets/runtime.js']);
  });
});

describe('routePreloadTags', () => {
  it('modulepreloads scripts and preloads styles (never a render-blocking stylesheet) under the base path', () => {
    expect(routePreloadTags({ scripts: ['assets/a.js'], styles: ['assets/a.css'] }, '/')).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/a.js' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/a.css' }, injectTo: 'head' },
    ]);
    expect(routePreloadTags({ scripts: ['assets/a.js'], styles: [] }, '/app')[0]?.attrs?.href).toBe('/app/assets/a.js');
  });
});

describe('the boot entry', () => {
  it('goes before the app entry, async, with its imports preloaded so none is found a round trip late', () => {
    const html = '<head>\n    <title>x</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>';
    const out = beforeFirstModuleScript(html, bootTags('/assets/boot.js', ['assets/shared.js'], '/'));
    expect(out).toBe(
      '<head>\n    <title>x</title>\n    <script type="module" async crossorigin src="/assets/boot.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/shared.js">\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>',
    );
    expect(out.indexOf('boot.js')).toBeLessThan(out.indexOf('index.js'));
  });

  it('without a module script (dev HTML before Vite adds its own) it ends <head>', () => {
    expect(beforeFirstModuleScript('<head><title>x</title></head>', bootTags('/src/startEarly.ts', [], '/'))).toBe(
      '<head><title>x</title>  <script type="module" async crossorigin src="/src/startEarly.ts"></script>\n  </head>',
    );
  });

  it("staticClosure follows static imports only, in discovery order", () => {
    expect(staticClosure(CHUNKS, [CHUNKS[2]!])).toEqual(['assets/Lobby.js', 'assets/shared.js', 'assets/index.js', 'assets/runtime.js']);
  });
});

describe('linkHeader', () => {
  it("is a Link header preloading a route's modules and styles the way the preload helper fetches them", () => {
    expect(linkHeader({ scripts: ['assets/gallery-first-a.js', 'assets/early-reads-b.js'], styles: ['assets/gallery-first-c.css'] }, '/')).toBe(
      '</assets/gallery-first-a.js>; rel=modulepreload, </assets/early-reads-b.js>; rel=modulepreload, </assets/gallery-first-c.css>; rel=preload; as=style; crossorigin',
    );
    expect(linkHeader({ scripts: ['assets/a.js'], styles: [] }, '/app')).toBe('</app/assets/a.js>; rel=modulepreload');
  });
});
