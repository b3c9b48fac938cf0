import { afterEach, beforeEach } from 'vitest';
import { setLocale } from '../i18n/localeStore';

/**
 * The tests of the enclosing describe block run on a Romanian device; English is put back after each. Every
 * catalogue, in both languages, is loaded by the test setup (test/support/testing-library.setup.ts).
 */
export function inRomanian(): void {
  beforeEach(() => setLocale('ro'));
  afterEach(() => setLocale('en'));
}
