/**
 * The "cannot mount" page (spec "Other": the app failed to load; refresh or contact support). Written with
 * plain DOM calls, not React, because it must work exactly when React could not render, and without an
 * inline script because the CSP forbids one.
 */
export const BOOT_FAILURE_TITLE = 'Candid failed to load';
export const BOOT_FAILURE_TEXT = 'Something went wrong while starting the app. Please refresh the page.';
export const BOOT_FAILURE_SUPPORT = 'If the problem continues, please contact support.';

export function showBootFailure(container: HTMLElement): void {
  const doc = container.ownerDocument;
  const main = doc.createElement('main');
  main.className = 'boot-failure';
  main.setAttribute('role', 'alert');

  const title = doc.createElement('h1');
  title.textContent = BOOT_FAILURE_TITLE;
  const text = doc.createElement('p');
  text.textContent = BOOT_FAILURE_TEXT;
  const support = doc.createElement('p');
  support.textContent = BOOT_FAILURE_SUPPORT;

  main.append(title, text, support);
  container.replaceChildren(main);
}
