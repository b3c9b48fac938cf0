import { describe, expect, it } from 'vitest';
import { leaveGuard } from './leaveGuard';

/** A `beforeunload` as browsers send it: cancelable, with BeforeUnloadEvent's writable legacy returnValue. */
const unload = (target: EventTarget): { prevented: boolean; returnValue: unknown } => {
  const event = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(event, 'returnValue', { value: undefined, writable: true });
  target.dispatchEvent(event);
  return { prevented: event.defaultPrevented, returnValue: (event as Event & { returnValue: unknown }).returnValue };
};

describe('leaveGuard', () => {
  it('asks before leaving only while a photo is unsaved (the standard way and the legacy one)', () => {
    const target = new EventTarget() as unknown as Window;
    const guard = leaveGuard(target);
    expect(unload(target)).toEqual({ prevented: false, returnValue: undefined });
    guard.set(true);
    expect(unload(target)).toEqual({ prevented: true, returnValue: '' });
    guard.set(true); // on twice, then off once: no listener left behind
    guard.set(false);
    expect(unload(target)).toEqual({ prevented: false, returnValue: undefined });
  });

  it('does nothing without a window (server-side tests)', () => {
    expect(() => leaveGuard(undefined).set(true)).not.toThrow();
  });
});
