import { currentLocale } from '../i18n/localeStore';
import { removeFirstPaint } from '../early/appStart';

/**
 * The "cannot mount" page (spec "Other": the app failed to load; refresh or contact support). Written with
 * plain DOM calls, not React, because it must work exactly when React could not render, and without an
 * inline script because the CSP forbids one. Its texts are here, in both languages, rather than in a
 * catalogue: it shows when the catalogues themselves may not have loaded.
 */
export const BOOT_FAILURE_TITLE = 'Candid failed to load';
export const BOOT_FAILURE_TEXT = 'Something went wrong while starting the app. Please refresh the page.';
export const BOOT_FAILURE_SUPPORT = 'If the problem continues, please contact support.';

const BOOT_FAILURE_RO = {
  title: 'Candid nu s-a putut încărca',
  text: 'Ceva nu a mers bine la pornirea aplicației. Reîncarcă pagina.',
  support: 'Dacă problema continuă, contactează asistența.',
};

export function showBootFailure(container: HTMLElement): void {
  const doc = container.ownerDocument;
  const texts = currentLocale() === 'ro' ? BOOT_FAILURE_RO : { title: BOOT_FAILURE_TITLE, text: BOOT_FAILURE_TEXT, support: BOOT_FAILURE_SUPPORT };
  const main = doc.createElement('main');
  main.className = 'boot-failure';
  main.setAttribute('role', 'alert');

  const title = doc.createElement('h1');
  title.textContent = texts.title;
  const text = doc.createElement('p');
  text.textContent = texts.text;
  const support = doc.createElement('p');
  support.textContent = texts.support;

  main.append(title, text, support);
  container.replaceChildren(main);
  removeFirstPaint(doc); // a /gallery load's first photos must not hide it
}
