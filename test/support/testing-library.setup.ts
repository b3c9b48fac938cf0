import { configure } from '@testing-library/dom';

/**
 * findBy…/waitFor give up after 1 s by default; on a loaded 2-core machine (CI runs every layer at once) a
 * screen can take longer to settle. Waiting longer only slows a failing test, never a passing one.
 */
configure({ asyncUtilTimeout: 5000 });

/*
 * The screens read their texts from catalogues loaded on demand (web/src/i18n/texts.ts); every English one is
 * loaded here so a component renders at once, as it does in the app once its route has loaded. A test of
 * another language loads that one itself (loadTexts) and sets it (setLocale).
 */
const { AREAS } = await import('../../web/src/i18n/areas');
const { preloadTexts } = await import('../../web/src/i18n/texts');
await preloadTexts(AREAS, 'en');
