import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/TextField';
import { STAFF_REFUND_REASON_MAX } from '../../../../shared/schemas/staff-orders';
import { useTexts } from '../../i18n/texts';
import { needsTrackingNumber } from './staffOrderText';

/** The order an action is about (a list row or the open details). */
export interface ActionTarget {
  id: string;
  orderNumber: string;
  productType: string;
}

interface DialogProps {
  target: ActionTarget | null;
  busy: boolean;
  error: string | null;
  onClose: () => void;
}

/** Same rule as the server: printable, 3–64 characters once trimmed. */
const TRACKING_NUMBER = /^[\x21-\x7e][\x20-\x7e]{1,62}[\x21-\x7e]$/;

/**
 * The one text field of an action dialog (tracking number, refund reason): empty for each new order (React's
 * "adjust state when a prop changes"), emptied on close, its error cleared by typing, Enter confirms.
 */
function useDialogField(target: ActionTarget | null, onClose: () => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [forId, setForId] = useState(target?.id);
  if (target?.id !== forId) {
    setForId(target?.id);
    setValue('');
    setError(undefined);
  }
  const close = () => {
    setValue('');
    setError(undefined);
    onClose();
  };
  const fieldProps = (confirm: () => void) => ({
    value,
    error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValue(e.target.value);
      setError(undefined);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        confirm();
      }
    },
  });
  return { value, setError, close, fieldProps };
}

/**
 * Mark Complete: the spec's confirmation text, and for orders that ship (prints, combos) the carrier's
 * tracking number, which the customer then sees on their order and in the shipped e-mail.
 */
export function CompleteOrderDialog({ target, busy, error, onClose, onConfirm }: DialogProps & { onConfirm: (trackingNumber: string | undefined) => void }) {
  const t = useTexts('staff');
  const a = t.orderActions;
  const field = useDialogField(target, onClose);
  const ships = target ? needsTrackingNumber(target.productType) : false;
  const close = field.close;
  const confirm = () => {
    if (!ships) return onConfirm(undefined);
    const value = field.value.trim();
    if (!TRACKING_NUMBER.test(value)) {
      field.setError(a.trackingRequired);
      return;
    }
    field.setError(undefined);
    onConfirm(value);
  };
  return (
    <ConfirmDialog open={target !== null} title={a.markComplete} confirmLabel={a.markComplete} cancelLabel={a.back} busyLabel={a.completing} busy={busy} error={error} onConfirm={confirm} onClose={close}>
      <p>{t.screen.confirmCompleteOrder}</p>
      {target && <p className="staff-orders__number">{target.orderNumber}</p>}
      {ships && (
        <TextField
          label={a.trackingNumber}
          hint={a.trackingHint}
          name="trackingNumber"
          autoComplete="off"
          maxLength={64}
          {...field.fieldProps(confirm)}
        />
      )}
    </ConfirmDialog>
  );
}

/** Cancel: the spec's confirmation text; only for pending orders (the server refuses a paid one and says why). */
export function CancelOrderDialog({ target, busy, error, onClose, onConfirm }: DialogProps & { onConfirm: () => void }) {
  const t = useTexts('staff');
  const a = t.orderActions;
  return (
    <ConfirmDialog
      open={target !== null}
      title={a.cancelOrder}
      confirmLabel={a.cancelOrder}
      cancelLabel={a.keepOrder}
      busyLabel={a.cancelling}
      danger
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t.screen.confirmCancelOrder}</p>
      {target && <p className="staff-orders__number">{target.orderNumber}</p>}
    </ConfirmDialog>
  );
}

/**
 * Refund (admin only, issue 27.4): a full refund needs the reason, which the order's history keeps for staff.
 * The server cancels the order at once and Stripe's confirmation makes it refunded.
 */
export function RefundOrderDialog({ target, busy, error, onClose, onConfirm }: DialogProps & { onConfirm: (reason: string) => void }) {
  const t = useTexts('staff');
  const a = t.orderActions;
  const field = useDialogField(target, onClose);
  const close = field.close;
  const confirm = () => {
    const value = field.value.trim();
    if (!value) {
      field.setError(a.refundReasonRequired);
      return;
    }
    field.setError(undefined);
    onConfirm(value);
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={a.refundOrder}
      confirmLabel={a.refund}
      cancelLabel={a.back}
      busyLabel={a.refunding}
      danger
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <p>{t.screen.confirmRefundOrder}</p>
      {target && <p className="staff-orders__number">{target.orderNumber}</p>}
      <TextField
        label={a.refundReason}
        hint={a.refundReasonHint}
        name="refundReason"
        autoComplete="off"
        maxLength={STAFF_REFUND_REASON_MAX}
        {...field.fieldProps(confirm)}
      />
    </ConfirmDialog>
  );
}
