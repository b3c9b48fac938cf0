import { describe, expect, it } from 'vitest';
import { routeCss, withTemplate } from './prerender-first-screens';

const INDEX = `<body>
    <div id="root">
      <div class="splash" role="status"><span class="splash__text">Loading Candid…</span></div>
    </div>
    <noscript><p>Candid needs JavaScript.</p></noscript>
  </body>`;

describe('withTemplate', () => {
  it('puts the markup in an inert <template> right after #root, whose splash stays what paints first', () => {
    const html = withTemplate(INDEX, '<main class="page lobby"><h1>Candid</h1></main>', 'lobby-prerender');
    expect(html).toContain('</div>\n    </div>\n    <template id="lobby-prerender"><main class="page lobby"><h1>Candid</h1></main></template>\n    <noscript>');
    expect(html.indexOf('<template')).toBeGreaterThan(html.indexOf('Loading Candid…'));
  });

  it('fails the build when index.html has no #root with its splash', () => {
    expect(() => withTemplate('<body><main></main></body>', '<h1>Candid</h1>', 'lobby-prerender')).toThrow(/no <div id="root">/);
  });
});

describe('routeCss', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], css: string[], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    isEntry,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/index.js': chunk('assets/index.js', '/app/index.html', ['assets/shared.js'], ['assets/index.css'], true),
    'assets/shared.js': chunk('assets/shared.js', null, [], ['assets/index.css']),
    'assets/PricingPage.js': chunk('assets/PricingPage.js', '/app/src/pages/PricingPage.tsx', ['assets/shared.js', 'assets/steps.js'], ['assets/PricingPage.css']),
    'assets/steps.js': chunk('assets/steps.js', null, [], ['assets/steps.css']),
    'assets/index.css': { type: 'asset' as const, source: '.page{margin:0}' },
    'assets/PricingPage.css': { type: 'asset' as const, source: '.pricing{color:red}' },
    'assets/steps.css': { type: 'asset' as const, source: new TextEncoder().encode('.plan{gap:1px}') },
  };

  it("is the route chunk's own CSS and its imports', without what the entry already loads", () => {
    expect(routeCss(bundle, '/app', 'src/pages/PricingPage.tsx')).toBe('.pricing{color:red}\n.plan{gap:1px}');
  });

  it('fails the build for a route that loads no CSS of its own, or a module that is not a chunk', () => {
    expect(() => routeCss(bundle, '/app', 'src/shared.ts')).toThrow(/no chunk of its own/);
    const noCss = { ...bundle, 'assets/PricingPage.js': chunk('assets/PricingPage.js', '/app/src/pages/PricingPage.tsx', [], []) };
    expect(() => routeCss(noCss, '/app', 'src/pages/PricingPage.tsx')).toThrow(/no CSS of its own/);
  });
});
