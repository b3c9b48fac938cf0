import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The action failed: said inside the dialog, which stays open for another try. */
  error?: string | null;
  /** Destructive actions (end, kick) get the danger style, and focus starts on Cancel. */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, or the dialog closing for any other reason. */
  onClose: () => void;
}

/**
 * A confirmation as a real modal: the native <dialog> opened with showModal(), so the page behind is
 * inert (focus stays inside), Escape closes it, and focus returns to where it was. Browsers without
 * showModal get a plain open dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  busy = false,
  error,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onCloseRef = useRef(onClose);
  const busyRef = useRef(busy);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    onCloseRef.current = onClose;
    busyRef.current = busy;
  });

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
      // Back to the control that opened it (unless that control is gone, e.g. a kicked guest's row).
      if (openerRef.current.isConnected) openerRef.current.focus();
      openerRef.current = null;
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape while the action runs would hide its outcome; otherwise Escape is Cancel.
    const onCancel = (e: Event) => {
      if (busyRef.current) e.preventDefault();
    };
    const onNativeClose = () => onCloseRef.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} aria-describedby={children ? bodyId : undefined}>
      {open && (
        <div className="dialog__content">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="dialog__body">
              {children}
            </div>
          )}
          {error && (
            <p className="banner banner--error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose} disabled={busy} data-autofocus={danger ? '' : undefined}>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={danger ? 'btn btn--danger' : 'btn btn--primary'}
              onClick={onConfirm}
              disabled={busy}
              data-autofocus={danger ? undefined : ''}
              aria-busy={busy}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
