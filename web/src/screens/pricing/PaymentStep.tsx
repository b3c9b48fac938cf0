import type { RefObject } from 'react';
import { formatMoney, type Quote } from '#shared/pricing/index.js';
import type { PricingState } from '../../model/pricing/pricingState';

interface PaymentStepProps {
  state: PricingState;
  quote: Quote;
  processing: boolean;
  /** 'Payment Error: …' after a failed checkout; shown in the alert region. */
  error: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDismissError: () => void;
  onBack: () => void;
  onCheckout: () => void;
}

const formatDate = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
};

/** Step 3 (spec section 2): the order summary in the visitor's currency and the checkout to Stripe. */
export function PaymentStep({ state, quote, processing, error, headingRef, onDismissError, onBack, onCheckout }: PaymentStepProps) {
  const money = (minor: number) => formatMoney(minor, quote.currency);
  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        Payment
      </h2>

      {/* Always present, so what appears in it is announced (the spec's alert, without a blocking dialog). */}
      <div role="alert" className="pricing__alert">
        {error && (
          <div className="banner banner--error">
            <p className="banner__text">{error}</p>
            <button type="button" className="banner__dismiss" onClick={onDismissError} aria-label="Dismiss">
              ×
            </button>
          </div>
        )}
      </div>

      <section className="card stack stack--tight" aria-labelledby="pricing-summary-title">
        <h3 id="pricing-summary-title" className="pricing__subtitle">
          Order summary
        </h3>
        <p className="pricing__muted">
          {state.details.eventName} · {formatDate(state.details.eventDate)}
          <br />
          {state.details.organizerName} · {state.details.organizerEmail}
        </p>
        <dl className="summary">
          {quote.lines.map((line) => (
            <div key={line.id} className="summary__row">
              <dt>{line.label}</dt>
              <dd>{money(line.amount)}</dd>
            </div>
          ))}
          <div className="summary__row summary__row--sub">
            <dt>Subtotal</dt>
            <dd>{money(quote.subtotal)}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>Total</dt>
            <dd data-testid="pricing-total">{money(quote.total)}</dd>
          </div>
        </dl>
        <p className="pricing__muted pricing__small">One-time payment in {quote.currency}. 100% refund if cancelled before the event starts.</p>
      </section>

      <div className="row">
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={processing}>
          Back
        </button>
        <button type="button" className="btn btn--primary" onClick={onCheckout} disabled={processing} aria-busy={processing}>
          {processing ? 'Processing...' : 'Secure Checkout'}
        </button>
      </div>
    </section>
  );
}
