import type { RefObject } from 'react';
import type { Quote } from '#shared/pricing/index.js';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { lineLabel } from '../../model/orders/productLabels';
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

/** The event date (YYYY-MM-DD, a local calendar day) written out in the reader's language. */
const formatDate = (iso: string, date: ReturnType<typeof useFormat>['date']): string => {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return date(new Date(y, m - 1, d), { year: 'numeric', month: 'long', day: 'numeric' });
};

/** Step 3 (spec section 2): the order summary in the visitor's currency and the checkout to Stripe. */
export function PaymentStep({ state, quote, processing, error, headingRef, onDismissError, onBack, onCheckout }: PaymentStepProps) {
  const { pricing: t, products } = useTexts('commerce');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, quote.currency);
  const custom = state.eventSize === 'custom' ? Number(state.customAttendees) || undefined : undefined;
  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        {t.steps.checkout}
      </h2>

      {/* Always present, so what appears in it is announced (the spec's alert, without a blocking dialog). */}
      <div role="alert" className="pricing__alert">
        {error && (
          <div className="banner banner--error">
            <p className="banner__text">{error}</p>
            <button type="button" className="banner__dismiss" onClick={onDismissError} aria-label={t.dismiss}>
              ×
            </button>
          </div>
        )}
      </div>

      <section className="card stack stack--tight" aria-labelledby="pricing-summary-title">
        <h3 id="pricing-summary-title" className="pricing__subtitle">
          {t.orderSummary}
        </h3>
        <p className="pricing__muted">
          {state.details.eventName} · {formatDate(state.details.eventDate, format.date)}
          <br />
          {state.details.organizerName} · {state.details.organizerEmail}
        </p>
        <dl className="summary">
          {quote.lines.map((line) => (
            <div key={line.id} className="summary__row">
              <dt>{lineLabel(products, line, custom)}</dt>
              <dd>{money(line.amount)}</dd>
            </div>
          ))}
          <div className="summary__row summary__row--sub">
            <dt>{t.subtotal}</dt>
            <dd>{money(quote.subtotal)}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>{t.total}</dt>
            <dd data-testid="pricing-total">{money(quote.total)}</dd>
          </div>
        </dl>
        <p className="pricing__muted pricing__small">{t.oneTimeIn(quote.currency)}</p>
      </section>

      <div className="row">
        <button type="button" className="btn btn--secondary" onClick={onBack} disabled={processing}>
          {t.back}
        </button>
        <button type="button" className="btn btn--primary" onClick={onCheckout} disabled={processing} aria-busy={processing}>
          {processing ? t.processing : t.secureCheckout}
        </button>
      </div>
    </section>
  );
}
