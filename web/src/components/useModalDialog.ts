import { useEffect, useRef, type RefObject } from 'react';
import { useBackToClose } from '../model/navigation/backToClose';

/**
 * Drives a native <dialog> as a modal (README decision): showModal() while `open` (the page behind is
 * inert, so focus stays inside; Escape closes), focus to its [data-autofocus] element, and back to the
 * control that opened it afterwards. Browsers without showModal get a plain open dialog.
 * `onClose` hears every way it closes (Escape, form method=dialog, the caller, the phone's Back button:
 * useBackToClose).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useBackToClose(open, () => onCloseRef.current());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!open && openerRef.current) {
      if (openerRef.current.isConnected) openerRef.current.focus();
      openerRef.current = null;
    }
  }, [open, ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => dialog.removeEventListener('close', onNativeClose);
  }, [ref]);

  // Closing with the dialog still open (unmount) must not leave the page inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    };
  }, [ref]);
}
