// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_OVERRIDE_KEY } from '../../model/device/desktopOverride';
import { DeviceGate } from './DeviceGate';

vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,QR' }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <DeviceGate>
        <p>the phone experience</p>
      </DeviceGate>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

function setViewport(width: number, touchPoints: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: touchPoints, configurable: true });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  setViewport(1024, 0);
});

describe('DeviceGate', () => {
  it('shows the desktop notice on a desktop, with the QR code, the phone link and View Pricing', async () => {
    setViewport(1280, 0);
    renderAt('/?code=ABC123');
    expect(await screen.findByRole('heading', { name: 'Mobile Experience Required' })).toBeTruthy();
    expect(screen.queryByText('the phone experience')).toBeNull();
    // jsdom runs on localhost and no public address is configured: the current origin, query kept.
    expect(screen.getByRole('link', { name: `${window.location.origin}/?code=ABC123` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('toggles the QR code', async () => {
    setViewport(1280, 0);
    const user = renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Hide QR Code' }));
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show QR Code' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();
  });

  it('lets a desktop visitor continue on the device, for the rest of the tab', async () => {
    setViewport(1280, 0);
    const user = renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Continue on this device' }));
    expect(screen.getByText('the phone experience')).toBeTruthy();
    expect(sessionStorage.getItem(DESKTOP_OVERRIDE_KEY)).toBe('1');
  });

  it('lets developers and tests through with ?desktop=1', () => {
    setViewport(1280, 0);
    renderAt('/?desktop=1');
    expect(screen.getByText('the phone experience')).toBeTruthy();
  });

  it('shows the phone experience on a narrow touch screen', () => {
    setViewport(390, 5);
    renderAt('/');
    expect(screen.getByText('the phone experience')).toBeTruthy();
  });

  it('re-evaluates on window resize', async () => {
    setViewport(1280, 5);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Mobile Experience Required' })).toBeTruthy();
    act(() => {
      setViewport(700, 5);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('the phone experience')).toBeTruthy();
  });
});
