import type { ManifestOptions } from 'vite-plugin-pwa';

/** The value of a custom property in a CSS file (`--color-paper: #f6f1e7;` → '#f6f1e7'), or an error. */
export const cssToken = (css: string, name: string): string => {
  const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const value = new RegExp(`(?:^|[;{\\s])${escaped}\\s*:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`design token ${name} not found`);
  return value;
};

/** Icons rendered once from web/public/favicon.svg (tools/render-app-icons.ts) and kept in web/public/icons. */
export const APP_ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/**
 * The web app manifest: installable, opens full screen like an app at the lobby. Colours come from the design
 * tokens (web/src/styles/tokens.css): the page colour for the theme and the splash background.
 */
export const appManifest = (tokensCss: string): Partial<ManifestOptions> => {
  const paper = cssToken(tokensCss, '--color-paper');
  return {
    id: '/',
    name: 'Candid',
    short_name: 'Candid',
    description: 'Candid: a private event photo platform. Join with a code, take polaroid photos, vote and see the awards.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: paper,
    background_color: paper,
    lang: 'en',
    icons: APP_ICONS,
  };
};
