import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site and asks the server for sw.js on every check', async () => {
    const registration = {} as ServiceWorkerRegistration;
    const register = vi.fn().mockResolvedValue(registration);
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    await expect(registerServiceWorker(nav)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic', updateViaCache: 'none' });
  });

  it('does nothing where service workers do not exist', async () => {
    await expect(registerServiceWorker({} as Navigator)).resolves.toBeUndefined();
  });

  it('never throws when the registration fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nav = { serviceWorker: { register: vi.fn().mockRejectedValue(new Error('SecurityError')) } } as unknown as Navigator;
    await expect(registerServiceWorker(nav)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
