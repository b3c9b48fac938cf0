// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { keyPaths } from '../../../shared/i18n/catalogue';
import { downloadMessages } from '../../../shared/download-messages';
import { downloadMessagesRo } from '../i18n/errors/download.ro';
import en from '../i18n/catalogues/download/en';
import ro from '../i18n/catalogues/download/ro';
import { inRomanian } from '../testing/inRomanian';
import DownloadPage from './DownloadPage';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/download" element={<DownloadPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

const CODES = Object.keys(downloadMessages) as (keyof typeof downloadMessages)[];

describe('the download page (where a download link that gives no file sends a browser)', () => {
  it.each(CODES)('%s: says why, under "Download unavailable"', (code) => {
    renderAt(`/download?error=${code}`);
    expect(screen.getByRole('heading', { level: 1, name: en.page.title })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(downloadMessages[code]);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('a refunded order: access ended with the payment', () => {
    renderAt('/download?error=DOWNLOAD_REVOKED');
    expect(screen.getByRole('alert').textContent).toBe('This download is no longer available: the order was cancelled or refunded. If you think this is a mistake, please contact support.');
  });

  it.each(['RATE_LIMITED', 'SERVICE_BUSY', 'toString', ''])('a refusal without a text of its own here (%j): not available right now', (code) => {
    renderAt(`/download?error=${code}`);
    expect(screen.getByRole('alert').textContent).toBe(en.page.unavailable);
  });

  it('has every text in Romanian, none left in English, with comma-below ș and ț (as catalogues.test.ts checks the areas)', () => {
    expect(keyPaths(ro).sort()).toEqual(keyPaths(en).sort());
    const at = (catalogue: object, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
    for (const path of keyPaths(en)) {
      const text = at(ro, path);
      expect(typeof text, path).toBe('string');
      expect(text, path).not.toBe(at(en, path));
      expect(text, path).not.toMatch(/[şţŞŢ]/);
    }
  });

  describe('in Romanian', () => {
    inRomanian();

    it.each(CODES)('%s', (code) => {
      renderAt(`/download?error=${code}`);
      expect(screen.getByRole('heading', { level: 1, name: ro.page.title })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(downloadMessagesRo[code]);
    });

    it('a refunded order', () => {
      renderAt('/download?error=DOWNLOAD_REVOKED');
      expect(screen.getByRole('alert').textContent).toBe('Această descărcare nu mai este disponibilă: comanda a fost anulată sau rambursată. Dacă ți se pare o greșeală, contactează asistența.');
    });
  });
});
