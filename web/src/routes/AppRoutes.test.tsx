// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_OVERRIDE_KEY } from '../model/device/desktopOverride';
import { AppRoutes } from './AppRoutes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>loading</p>}>
        <AppRoutes />
      </Suspense>
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.setItem(DESKTOP_OVERRIDE_KEY, '1'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes of both specs', () => {
  it.each(['/organizer', '/organizer/dashboard'])('%s is the organizer sign-in without an organizer session (issue 18)', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizer Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Access Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Main' }).getAttribute('href')).toBe('/');
  });

  it.each(['/admin', '/admin/login', '/admin/dashboard'])('%s is the staff sign-in without a staff token (issue 17)', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Staff Sign-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it.each([
    ['/payment-success', 'Payment Error'],
    ['/payment-cancelled', 'Error'],
    ['/payment-retry/ord_1', 'Complete Payment'],
    ['/order', 'Order Not Found'],
  ])('%s is the order page of issue 15 (%s without its parameters or token)', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('/gallery is the gallery: Access Restricted without a session of that person in the event', async () => {
    renderAt('/gallery?event=ABC123&user=Ana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('No event information found. Please join an event first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join an Event' }).getAttribute('href')).toBe('/');
  });

  it('/event-admin is the creator admin screen: Access Denied without a session of the event', async () => {
    renderAt('/event-admin?event=ABC123');
    expect(await screen.findByText('Access Denied: Only the event creator can access admin tools')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });

  it('/pricing is the pricing page: Choose Package first (prices in RO / RON when the geo lookup fails)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))));
    renderAt('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose Package' })).toBeTruthy();
    expect(await screen.findByText('Unable to load pricing. Please refresh the page.')).toBeTruthy();
  });

  it('/ is the main flow', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Join Event' })).toBeTruthy();
  });

  it('anything else is not found', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
