import { useEffect, useRef } from 'react';
import { filterForKey, type PolaroidSettings } from '../../../camera';

/** Arrow keys and R are for the filters, except while the guest types or picks in a form control. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** Spec: arrow keys cycle the filters and R resets (not while typing in a field), while `active`. */
export function useFilterKeys(settings: PolaroidSettings, setSettings: (next: PolaroidSettings) => void, active: boolean): void {
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  });
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      const current = settingsRef.current;
      const filter = filterForKey(current.filter, e.key);
      if (!filter) return;
      e.preventDefault();
      if (filter !== current.filter) setSettings({ ...current, filter });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, setSettings]);
}
