// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SUPPORT_EMAIL } from '#shared/support.js';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StaffDashboardPage from '../pages/staff/StaffDashboardPage';
import StaffLoginPage from '../pages/staff/StaffLoginPage';
import { errorResponse, fakeApi, jsonResponse } from '../testing/fixtures';
import { resetShadowForTests } from '../storage/deviceStorage';
import { STAFF_TOKEN_KEY } from './staffSession';
import { inRomanian } from '../testing/inRomanian';
import { slowPage, BrowserBack } from '../testing/slowPage';

const LOGIN = 'POST /api/admin/auth/login';
const VERIFY = 'GET /api/admin/auth/verify';
const USER = { name: 'Ana Admin', email: 'ana@candid.test', role: 'admin' };

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin" element={<StaffLoginPage />} />
        <Route path="/admin/login" element={<StaffLoginPage />} />
        <Route path="/admin/dashboard" element={<StaffDashboardPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fillAndSubmit = async (email = 'ana@candid.test', password = 'pw') => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
};

beforeEach(() => {
  localStorage.clear();
  resetShadowForTests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('staff login screen', () => {
  it('has required email (email type) and password fields, the access note and a support contact', () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/admin');
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByText(/Only authorized Candid team members can access/)).toBeTruthy();
    // The one support address (shared/support.ts), the same the purchase confirmation and the e-mails show.
    expect(screen.getByRole('link', { name: DEFAULT_SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${DEFAULT_SUPPORT_EMAIL}`);
  });

  it("says 'Signing in...' while busy, stores the token under aln_admin_token and opens the dashboard", async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      fakeApi({
        [LOGIN]: () => new Promise<Response>((r) => (release = r)),
        [VERIFY]: () => jsonResponse(200, { user: USER }),
      }),
    );
    renderAt('/admin/login');
    await fillAndSubmit();
    const busy = screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release(jsonResponse(200, { token: 'staff-tok', user: USER }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana Admin' })).toBeTruthy();
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-tok');
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it("shows the server's error inline, and 'Login failed' when there is none", async () => {
    vi.stubGlobal('fetch', fakeApi({ [LOGIN]: () => errorResponse(401, 'STAFF_LOGIN_FAILED', 'Login failed. Check your e-mail and password.') }));
    renderAt('/admin/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed. Check your e-mail and password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', fakeApi({ [LOGIN]: () => new Response('<html>bad gateway</html>', { status: 502 }) }));
    renderAt('/admin/login');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });
});

describe('staff dashboard', () => {
  it("without a token: 'No admin token found' on the login", async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api);
    renderAt('/admin/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('No admin token found');
    expect(screen.getByRole('heading', { name: 'Staff Sign-in' })).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('a refused token is removed and the login shown', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'old');
    vi.stubGlobal('fetch', fakeApi({ [VERIFY]: () => errorResponse(401, 'STAFF_SESSION_INVALID', 'Your staff session has ended. Please sign in again.') }));
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Staff Sign-in' })).toBeTruthy();
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });

  it('shows name and role, the five tabs (arrow keys move between them), and Logout removes the token', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'tok');
    const api = fakeApi({ [VERIFY]: () => jsonResponse(200, { user: { ...USER, name: 'Sam', role: 'support' } }) });
    vi.stubGlobal('fetch', api);
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam' })).toBeTruthy();
    expect(screen.getByText('Support')).toBeTruthy();
    expect(new Headers(api.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Events', 'Orders', 'Photos', 'Analytics']);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Events' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Analytics' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Staff Sign-in' })).toBeTruthy());
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
  });
});

describe('staff dashboard: a refused token found after the staffer has left for another page', () => {
  /*
   * The router moves in a React transition: after a tap on a link (the brand, home) or Back the address is the
   * next page's at once, but the dashboard stays mounted, its requests alive, until that page's chunk has loaded
   * (a slow phone: seconds). A refusal answered meanwhile must not replace that page with the login: the token
   * is removed all the same, and the next visit to the dashboard shows the login.
   */
  let arrive: () => void = () => {};
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{location.pathname}</output>;
  }
  function renderWithSlowHome(entries: string[]) {
    // The next page's chunk arrives when the test says (arrive()).
    const slow = slowPage('Home');
    arrive = slow.arrive;
    const Home = slow.Page;
    render(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/admin/login" element={<StaffLoginPage />} />
            <Route path="/admin/dashboard" element={<StaffDashboardPage />} />
          </Routes>
        </Suspense>
        <Where />
        <BrowserBack />
      </MemoryRouter>,
    );
  }
  const where = () => screen.getByTestId('where').textContent;
  const refused = () => errorResponse(401, 'STAFF_SESSION_INVALID', 'Your staff session has ended. Please sign in again.');

  it("the overview's figures refused after a tap on the brand (home) do not replace home with the login", async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'tok');
    let answer: (r: Response) => void = () => {};
    const api = fakeApi({ [VERIFY]: () => jsonResponse(200, { user: USER }), 'GET /api/admin/dashboard/stats': () => new Promise<Response>((r) => (answer = r)) });
    vi.stubGlobal('fetch', api);
    renderWithSlowHome(['/admin/dashboard']);
    await screen.findByRole('heading', { name: 'Welcome, Ana Admin' });
    await waitFor(() => expect(api.mock.calls.some(([url]) => String(url) === '/api/admin/dashboard/stats')).toBe(true));
    act(() => fireEvent.click(screen.getByRole('link', { name: 'Candid' })));
    // Home's chunk is on its way: the dashboard is still shown, its request still waiting.
    expect(screen.getByRole('heading', { name: 'Welcome, Ana Admin' })).toBeTruthy();
    await act(async () => answer(refused()));
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    await act(async () => arrive());
    expect(where()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('the token refused at load after Back does not replace the page gone back to with the login', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'old');
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', fakeApi({ [VERIFY]: () => new Promise<Response>((r) => (answer = r)) }));
    renderWithSlowHome(['/', '/admin/dashboard']);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Browser back' })));
    await act(async () => answer(refused()));
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    await act(async () => arrive());
    expect(where()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});

describe('staff login and dashboard in Romanian', () => {
  inRomanian();

  it('the form, the server refusal by its code and the language switch speak Romanian', async () => {
    vi.stubGlobal('fetch', fakeApi({ [LOGIN]: () => errorResponse(401, 'STAFF_LOGIN_FAILED', 'Login failed. Check your e-mail and password.') }));
    renderAt('/admin/login');
    expect(screen.getByRole('heading', { name: 'Autentificare personal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Română' }).getAttribute('aria-pressed')).toBe('true');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@candid.test');
    await user.type(screen.getByLabelText('Parolă'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Autentificare' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Autentificarea a eșuat. Verificați adresa de e-mail și parola.');
    expect(document.body.textContent).not.toMatch(/Sign In|Staff Sign-in|Only authorized|Login failed/);
  });

  it("without a token: the login's notice in Romanian; signed in, the header, role and tabs in Romanian", async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/admin/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe('Nu s-a găsit nicio sesiune de administrator');
    cleanup();
    localStorage.setItem(STAFF_TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', fakeApi({ [VERIFY]: () => jsonResponse(200, { user: { ...USER, name: 'Sam', role: 'support' } }) }));
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bun venit, Sam' })).toBeTruthy();
    expect(screen.getByText('Suport')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Prezentare', 'Evenimente', 'Comenzi', 'Fotografii', 'Analize']);
    expect(screen.getByRole('button', { name: 'Deconectare' })).toBeTruthy();
  });
});

describe('staff pages: one language switch (the top bar\'s)', () => {
  it('the login and the dashboard each show one switch', async () => {
    vi.stubGlobal('fetch', fakeApi({}));
    renderAt('/admin');
    expect(screen.getAllByRole('button', { name: 'English' })).toHaveLength(1);
    cleanup();
    localStorage.setItem(STAFF_TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', fakeApi({ [VERIFY]: () => jsonResponse(200, { user: USER }) }));
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana Admin' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'English' })).toHaveLength(1);
  });
});
