// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_GEO, loadPricingGeo } from './pricingGeo';

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
});
