import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appManifest, cssToken } from './app-manifest';

const tokens = readFileSync(join(import.meta.dirname, '..', 'src', 'styles', 'tokens.css'), 'utf8');

describe('web app manifest', () => {
  it('reads a design token by exact name', () => {
    expect(cssToken(':root { --color-paper-deep: #000; --color-paper: #f6f1e7; }', '--color-paper')).toBe('#f6f1e7');
    expect(() => cssToken(':root { --color-ink: #111; }', '--color-paper')).toThrow(/--color-paper/);
  });

  it('is installable: name, standalone, start URL, theme colour from the tokens, 192/512/maskable icons', () => {
    const m = appManifest(tokens);
    expect(m).toMatchObject({ name: 'Candid', short_name: 'Candid', display: 'standalone', start_url: '/', scope: '/' });
    expect(m.theme_color).toBe(cssToken(tokens, '--color-paper'));
    const icons = m.icons ?? [];
    expect(icons.some((i) => i.sizes === '192x192' && i.type === 'image/png')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.type === 'image/png' && i.purpose === 'any')).toBe(true);
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) expect(existsSync(join(import.meta.dirname, '..', 'public', icon.src)), icon.src).toBe(true);
  });
});
