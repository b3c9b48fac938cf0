// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestEndpointRoutes as endpointRoutes } from '../../../shared/api/guest-endpoint-routes';
import { DEVICE_ID_HEADER, isDeviceId } from '../../../shared/rules/device-id';
import { eventView, jsonResponse } from '../testing/fixtures';
import { callApi } from './callApi';
import { DEVICE_ID_KEY, deviceId, resetDeviceIdForTests } from './deviceId';

beforeEach(() => {
  localStorage.clear();
  resetDeviceIdForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('deviceId', () => {
  it('is made once in the shared format, kept in localStorage and reused', () => {
    const id = deviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    resetDeviceIdForTests();
    expect(deviceId()).toBe(id);
  });

  it('replaces a stored value that is not a device id', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'x');
    expect(isDeviceId(deviceId())).toBe(true);
  });

  it('two browsers get different ids', () => {
    const first = deviceId();
    localStorage.clear();
    resetDeviceIdForTests();
    expect(deviceId()).not.toBe(first);
  });

  it('is sent with every API call', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, eventView()));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(endpointRoutes.getEvent, { params: { code: 'ABC123' } });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get(DEVICE_ID_HEADER)).toBe(deviceId());
  });
});
