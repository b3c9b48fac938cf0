import type { StatusDisplay, StatusIcon as StatusIconName } from '../../../shared/orders/order-status';
import { useTexts } from '../i18n/texts';
import { estimateText } from '../model/orders/productLabels';
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

/** The compact status (spec: "A compact form shows only a coloured dot, label and estimate"); `display` comes translated (statusDisplay). */
export function OrderStatusBadge({ display, estimate }: { display: StatusDisplay; estimate: string }) {
  const t = useTexts('orders');
  return (
    <p className="order-status-compact" data-testid="order-status-compact">
      <span className={`order-dot order-dot--${display.color}`} aria-hidden="true" />
      <strong>{display.label}</strong>
      <span className="order-status-compact__estimate">{estimateText(t, estimate)}</span>
    </p>
  );
}
