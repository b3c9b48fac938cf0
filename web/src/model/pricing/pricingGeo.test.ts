// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_GEO, loadPricingGeo, startPricingGeo } from './pricingGeo';

const geoBody = { country: 'DE', currency: 'EUR', detected: true, fallback: false, geoToken: 'geo-de' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pricing geo', () => {
  it("the visitor's country, currency and geo token", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => json(200, geoBody)));
    expect(await loadPricingGeo()).toEqual({ country: 'DE', currency: 'EUR', geoToken: 'geo-de', failed: false });
  });

  it('a failed lookup is the RO / RON fallback without a token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => json(500, { error: { code: 'INTERNAL', message: 'x' } })));
    expect(await loadPricingGeo()).toEqual(FALLBACK_GEO);
    expect(FALLBACK_GEO).toMatchObject({ country: 'RO', currency: 'RON', geoToken: null, failed: true });
  });

  it('the read the boot started is the one the page takes, once: a later load asks again', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, geoBody));
    vi.stubGlobal('fetch', fetchMock);
    startPricingGeo();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await loadPricingGeo()).toMatchObject({ country: 'DE', currency: 'EUR' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadPricingGeo();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early read that failed is the fallback for the page, like its own would be', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => json(500, { error: { code: 'INTERNAL', message: 'x' } })));
    startPricingGeo();
    expect(await loadPricingGeo()).toEqual(FALLBACK_GEO);
  });
});
