// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../model/session/sessionStore';
import { inRomanian } from '../../testing/inRomanian';
import { errorResponse, eventView, fakeApi, jsonResponse, participantView } from '../../testing/fixtures';
import { BrandingControl } from './BrandingControl';
import { CsvExportControl } from './CsvExportControl';

const PAID = eventView({ package: { eventType: 'digital', eventSize: 'medium' }, addOns: ['branded_frames', 'export_csv'] });
const FREE = eventView();
const ME = participantView({ id: 'p-ana', name: 'Ana', isCreator: true });

function renderControls(event = PAID) {
  render(
    <MemoryRouter>
      <BrandingControl event={event} credential="tok-creator" />
      <CsvExportControl event={event} credential="tok-creator" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.clear();
  saveSession({ eventId: 'e1', eventCode: 'ABC123', participantId: 'p-ana', userName: 'Ana', eventTitle: 'Ana & Dan', token: 'tok-ana', creator: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the add-on controls on the admin screen', () => {
  it('without the add-ons: each says it is part of a package and links to /pricing; nothing is called', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderControls(FREE);
    expect(screen.getByText('Branded frames are part of a digital package.')).toBeTruthy();
    expect(screen.getByText('The CSV export is part of a digital package.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'See packages' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/pricing', '/pricing']);
    expect(screen.queryByLabelText('Frame text')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('loads the current text with the guest session, checks the rules as typed, saves with the creator credential', async () => {
    const api = fakeApi({
      'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: 'Old' } }),
      'PUT /api/events/ABC123/branding': (init) => jsonResponse(200, { text: (JSON.parse(String(init?.body)) as { text: string }).text.trim() }),
    });
    vi.stubGlobal('fetch', api);
    const user = renderControls();
    const field = await screen.findByLabelText<HTMLInputElement>('Frame text');
    expect(field.value).toBe('Old');
    await user.clear(field);
    await user.type(field, 'x'.repeat(41));
    expect(screen.getByRole('alert').textContent).toBe('The frame text can be at most 40 characters.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Save frame' }).hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, 'Ana & Dan');
    expect(screen.getByRole('img', { name: 'Frame preview with the text “Ana & Dan”' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save frame' }));
    expect(await screen.findByText('Frame saved. New photos carry it.')).toBeTruthy();
    const calls = api.mock.calls.map(([url, init]) => [init?.method ?? 'GET', String(url), new Headers(init?.headers).get('authorization')]);
    expect(calls).toEqual([
      ['GET', '/api/events/ABC123/me', 'Bearer tok-ana'],
      ['PUT', '/api/events/ABC123/branding', 'Bearer tok-creator'],
    ]);
  });

  it('a refused save says the server’s reason', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: null } }),
        'PUT /api/events/ABC123/branding': () => errorResponse(409, 'ADD_ON_REQUIRED', 'This is part of a package. Buy a package with this add-on to use it.'),
      }),
    );
    const user = renderControls();
    await user.type(await screen.findByLabelText('Frame text'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Save frame' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This is part of a package. Buy a package with this add-on to use it.');
  });

  it('Download CSV saves the server’s file under its name', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: null } }), 'GET /api/events/ABC123/export': () => jsonResponse(200, { fileName: 'Ana & Dan-ABC123.csv', csv: '\uFEFFPhoto ID\r\n' }) }));
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Ana & Dan-ABC123.csv');
    });
    const user = renderControls();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded Ana & Dan-ABC123.csv.')).toBeTruthy();
    expect(click).toHaveBeenCalledOnce();
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });
});

describe('the add-on controls in Romanian', () => {
  inRomanian();

  it('say what is missing and the rules in Romanian', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: null } }) }));
    const user = renderControls();
    await user.type(await screen.findByLabelText('Textul ramei'), 'x'.repeat(41));
    expect(screen.getByRole('alert').textContent).toBe('Textul ramei poate avea cel mult 40 de caractere.');
    expect(screen.getByRole('button', { name: 'Descarcă CSV' })).toBeTruthy();
    cleanup();
    renderControls(FREE);
    expect(screen.getByText('Ramele personalizate fac parte dintr-un pachet digital.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Vezi pachetele' })).toHaveLength(2);
  });
});

describe('the frame logo control', () => {
  const LOGO = { id: '01J00000000000000000000LOG', url: '/p/events/ABC123/branding/01J00000000000000000000LOG.png?X-Amz-Signature=s', width: 200, height: 100 };

  it('refuses a file that is not an image and one over 1 MB with their messages, before any upload', async () => {
    const api = fakeApi({ 'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: null, logo: null } }) });
    vi.stubGlobal('fetch', api);
    const user = renderControls();
    await screen.findByText('No logo on the frame.');
    const input = screen.getByTestId<HTMLInputElement>('logo-file');
    await user.upload(input, new File(['just some words'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is not a PNG, JPEG or SVG image. Choose another logo.')).toBeTruthy();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    await user.upload(input, new File([big], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo is too large. Choose a file of at most 1 MB.')).toBeTruthy();
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual(['GET /api/events/ABC123/me']);
  });

  it('shows the saved logo and removes it with the creator credential', async () => {
    const api = fakeApi({
      'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: 'Ana', logo: LOGO } }),
      'PUT /api/events/ABC123/branding/logo': (init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ uploadId: null });
        return jsonResponse(200, { text: 'Ana', logo: null });
      },
    });
    vi.stubGlobal('fetch', api);
    const user = renderControls();
    expect(await screen.findByText('Your logo is on the frame.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed. New photos have no logo.')).toBeTruthy();
    expect(screen.getByText('No logo on the frame.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
    const put = api.mock.calls.find(([url, init]) => init?.method === 'PUT' && String(url) === '/api/events/ABC123/branding/logo');
    expect(new Headers(put?.[1]?.headers).get('authorization')).toBe('Bearer tok-creator');
  });

  describe('in Romanian', () => {
    inRomanian();
    it('a refused removal says the server’s reason', async () => {
      vi.stubGlobal(
        'fetch',
        fakeApi({
          'GET /api/events/ABC123/me': () => jsonResponse(200, { event: PAID, participant: ME, branding: { text: null, logo: LOGO } }),
          'PUT /api/events/ABC123/branding/logo': () => errorResponse(409, 'ADD_ON_REQUIRED', 'This is part of a package. Buy a package with this add-on to use it.'),
        }),
      );
      const user = renderControls();
      await user.click(await screen.findByRole('button', { name: 'Șterge sigla' }));
      expect(await screen.findByText('Face parte dintr-un pachet. Cumpără un pachet cu această opțiune ca să o folosești.')).toBeTruthy();
      expect(screen.getByText('Sigla ta este pe ramă.')).toBeTruthy();
    });
  });
});
