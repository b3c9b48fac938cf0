import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyRequests } from '../../boot/earlyRequests';
import { earlyOrNewPricingGeo, isPricingPath, startPricingGeo } from './earlyPricingGeo';
import { loadPricingGeo } from './pricingGeo';

vi.mock('./pricingGeo', () => ({ loadPricingGeo: vi.fn() }));
const load = vi.mocked(loadPricingGeo);
const DE = { country: 'DE', currency: 'EUR' as const, geoToken: 't', failed: false };

afterEach(() => {
  clearEarlyRequests();
  load.mockReset();
});

describe('the /pricing geo read started early', () => {
  it('is taken once by the page: no second request, the early answer', async () => {
    load.mockResolvedValue(DE);
    startPricingGeo();
    await expect(earlyOrNewPricingGeo(new AbortController().signal)).resolves.toEqual(DE);
    expect(load).toHaveBeenCalledTimes(1);
    // A later mount (Try Again, a re-render) asks the server again.
    await earlyOrNewPricingGeo(new AbortController().signal);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without an early read the page asks itself', async () => {
    load.mockResolvedValue(DE);
    await expect(earlyOrNewPricingGeo(new AbortController().signal)).resolves.toEqual(DE);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('only on /pricing', () => {
    expect(isPricingPath('/pricing')).toBe(true);
    expect(isPricingPath('/pricing/')).toBe(true);
    expect(isPricingPath('/order/1')).toBe(false);
  });
});
