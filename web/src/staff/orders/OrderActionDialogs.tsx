import { useState } from 'react';
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
 * Mark Complete: the spec's confirmation text, and for orders that ship (prints, combos) the carrier's
 * tracking number, which the customer then sees on their order and in the shipped e-mail.
 */
export function CompleteOrderDialog({ target, busy, error, onClose, onConfirm }: DialogProps & { onConfirm: (trackingNumber: string | undefined) => void }) {
  const t = useTexts('staff');
  const a = t.orderActions;
  const [tracking, setTracking] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  // A new order starts with an empty field (React's "adjust state when a prop changes").
  const [forId, setForId] = useState(target?.id);
  if (target?.id !== forId) {
    setForId(target?.id);
    setTracking('');
    setFieldError(undefined);
  }
  const ships = target ? needsTrackingNumber(target.productType) : false;
  const close = () => {
    setTracking('');
    setFieldError(undefined);
    onClose();
  };
  const confirm = () => {
    if (!ships) return onConfirm(undefined);
    const value = tracking.trim();
    if (!TRACKING_NUMBER.test(value)) {
      setFieldError(a.trackingRequired);
      return;
    }
    setFieldError(undefined);
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
          value={tracking}
          error={fieldError}
          maxLength={64}
          onChange={(e) => {
            setTracking(e.target.value);
            setFieldError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirm();
            }
          }}
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
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [forId, setForId] = useState(target?.id);
  if (target?.id !== forId) {
    setForId(target?.id);
    setReason('');
    setFieldError(undefined);
  }
  const close = () => {
    setReason('');
    setFieldError(undefined);
    onClose();
  };
  const confirm = () => {
    const value = reason.trim();
    if (!value) {
      setFieldError(a.refundReasonRequired);
      return;
    }
    setFieldError(undefined);
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
        value={reason}
        error={fieldError}
        maxLength={STAFF_REFUND_REASON_MAX}
        onChange={(e) => {
          setReason(e.target.value);
          setFieldError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            confirm();
          }
        }}
      />
    </ConfirmDialog>
  );
}
