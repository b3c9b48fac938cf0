import { describe, expect, it } from 'vitest';
import { withLobbyTemplate } from './prerender-lobby';

const INDEX = `<body>
    <div id="root">
      <div class="splash" role="status"><span class="splash__text">Loading Candid…</span></div>
    </div>
    <noscript><p>Candid needs JavaScript.</p></noscript>
  </body>`;

describe('withLobbyTemplate', () => {
  it('puts the markup in an inert <template> right after #root, whose splash stays what paints first', () => {
    const html = withLobbyTemplate(INDEX, '<main class="page lobby"><h1>Candid</h1></main>', 'lobby-prerender');
    expect(html).toContain('</div>\n    </div>\n    <template id="lobby-prerender"><main class="page lobby"><h1>Candid</h1></main></template>\n    <noscript>');
    expect(html.indexOf('<template')).toBeGreaterThan(html.indexOf('Loading Candid…'));
  });

  it('fails the build when index.html has no #root with its splash', () => {
    expect(() => withLobbyTemplate('<body><main></main></body>', '<h1>Candid</h1>', 'lobby-prerender')).toThrow(/no <div id="root">/);
  });
});
