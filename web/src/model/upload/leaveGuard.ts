/**
 * Asks before the page closes while a kept photo exists only in its memory (QueueRunner.unsaved): the few
 * milliseconds its write to the device takes, or for as long as the upload takes where the device refuses
 * to store photos (private mode, a full disk). The browser shows its own "Leave site?" question.
 *
 * The listener is there only while needed: a page with a `beforeunload` listener loses the back/forward
 * cache in some browsers, and the question must never be asked for nothing.
 */
export interface LeaveGuard {
  /** Whether closing now would lose a photo. */
  set(unsaved: boolean): void;
}

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const ask = (event: BeforeUnloadEvent): void => {
  event.preventDefault();
  // Browsers before the standard preventDefault() (Safari < 17, older Chromium) ask when this is set.
  event.returnValue = '';
};

export function leaveGuard(target: Target | undefined = typeof window === 'undefined' ? undefined : window): LeaveGuard {
  let on = false;
  return {
    set(unsaved) {
      if (!target || unsaved === on) return;
      on = unsaved;
      if (on) target.addEventListener('beforeunload', ask);
      else target.removeEventListener('beforeunload', ask);
    },
  };
}
