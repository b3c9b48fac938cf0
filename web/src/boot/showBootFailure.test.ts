// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/localeStore';
import { showBootFailure } from './showBootFailure';

describe('showBootFailure', () => {
  it('replaces the app with a plain page: the app failed to load, refresh or contact support', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="splash">Loading…</div>';
    showBootFailure(root);
    expect(root.querySelector('.splash')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Candid failed to load');
    expect(root.textContent).toContain('Please refresh the page.');
    expect(root.textContent).toContain('contact support');
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });
});

describe('showBootFailure in Romanian', () => {
  afterEach(() => setLocale('en'));

  it('speaks the device’s language (no catalogue needed: it shows when they could not load)', () => {
    setLocale('ro');
    const root = document.createElement('div');
    showBootFailure(root);
    expect(root.querySelector('h1')?.textContent).toBe('Candid nu s-a putut încărca');
    expect(root.textContent).toContain('Reîncarcă pagina.');
    expect(root.textContent).not.toContain('refresh');
  });
});
