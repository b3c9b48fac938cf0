import type { StatusDisplay, StatusIcon as StatusIconName } from '../../../shared/orders/order-status';
import './orders.css';

const GLYPHS: Readonly<Record<StatusIconName, string>> = {
  clock: '⏳',
  gear: '⚙',
  check: '✓',
  x: '✕',
  undo: '↩',
  question: '?',
};

/** A status's icon in its colour (decorative: the label next to it says the same). */
export function OrderStatusIcon({ display }: { display: StatusDisplay }) {
  return (
    <span className={`order-icon order-icon--${display.color}`} aria-hidden="true">
      {GLYPHS[display.icon]}
    </span>
  );
}

/** The compact status (spec: "A compact form shows only a coloured dot, label and estimate"). */
export function OrderStatusBadge({ display, estimate }: { display: StatusDisplay; estimate: string }) {
  return (
    <p className="order-status-compact" data-testid="order-status-compact">
      <span className={`order-dot order-dot--${display.color}`} aria-hidden="true" />
      <strong>{display.label}</strong>
      <span className="order-status-compact__estimate">{estimate}</span>
    </p>
  );
}
