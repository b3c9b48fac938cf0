import { expect } from 'vitest';

/**
 * The unit layer's set-up for the web's tests, which render screens. The rest of the layer (functions, shared,
 * infra, tools: ~90 files) skips it: loading the DOM library and every catalogue cost each of them ~0.3 s.
 */
if ((expect.getState().testPath ?? '').includes('/web/src/')) {
  const { configure } = await import('@testing-library/dom');
  // findBy…/waitFor give up after 1 s by default; on a loaded 2-core machine (CI runs every layer at once) a
  // screen can take longer to settle. Waiting longer only slows a failing test, never a passing one.
  configure({ asyncUtilTimeout: 5000 });

  // The screens read their texts from catalogues loaded on demand (web/src/i18n/texts.ts); every one is loaded
  // here, in both languages, so a component renders at once, as it does in the app once its route has loaded (a
  // screen may read several areas: its own and the page chrome's). A Romanian test only sets the language
  // (setLocale('ro')) and puts English back after.
  const { AREAS } = await import('../../web/src/i18n/areas');
  const { preloadTexts } = await import('../../web/src/i18n/texts');
  await Promise.all([preloadTexts(AREAS, 'en'), preloadTexts(AREAS, 'ro')]);
}
