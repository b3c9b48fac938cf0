import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTexts } from '../i18n/texts';
import { useModalDialog } from './useModalDialog';

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
 * A confirmation as a real modal (useModalDialog: showModal, inert page behind, Escape closes, focus
 * returns to the opener); Escape is ignored while the action runs.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  error,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const common = useTexts('first').common;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const busyRef = useRef(busy);
  useEffect(() => {
    busyRef.current = busy;
  });
  useModalDialog(ref, open, onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape while the action runs would hide its outcome; otherwise Escape is Cancel.
    const onCancel = (e: Event) => {
      if (busyRef.current) e.preventDefault();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
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
              {cancelLabel ?? common.cancel}
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
