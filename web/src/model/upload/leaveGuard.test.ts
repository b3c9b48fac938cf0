import { describe, expect, it } from 'vitest';
import { leaveGuard } from './leaveGuard';

const unload = (target: EventTarget): Event => {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('leaveGuard', () => {
  it('asks before leaving only while a photo is unsaved', () => {
    const target = new EventTarget() as unknown as Window;
    const guard = leaveGuard(target);
    expect(unload(target).defaultPrevented).toBe(false);
    guard.set(true);
    expect(unload(target).defaultPrevented).toBe(true);
    guard.set(true); // twice on: still one listener, removed by one off
    guard.set(false);
    expect(unload(target).defaultPrevented).toBe(false);
  });

  it('does nothing without a window (server-side tests)', () => {
    expect(() => leaveGuard(undefined).set(true)).not.toThrow();
  });
});
