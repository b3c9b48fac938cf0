import type { RefObject } from 'react';
import {
  CUSTOM_ATTENDEES_MAX,
  CUSTOM_ATTENDEES_MIN,
  CUSTOM_ATTENDEES_STEP,
  EVENT_TYPES,
  plansFor,
  type Currency,
  type EventSize,
  type EventType,
} from '#shared/pricing/index.js';
import { TextField } from '../../components/TextField';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { needsCustomQuote, type PricingState } from '../../model/pricing/pricingState';
import { contactHref } from './contact';

interface ChoosePackageStepProps {
  state: PricingState;
  country: string;
  currency: Currency;
  /** Prices wait for the visitor's country (the geo lookup); the cards keep their size meanwhile. */
  pricesReady: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Set when Continue was pressed without a size. */
  sizeError: string | undefined;
  onType: (type: EventType) => void;
  onSize: (size: EventSize) => void;
  onAttendees: (raw: string) => void;
  onAttendeesSettled: () => void;
  onContinue: () => void;
}

/** Step 1 (spec section 2): the event type, the plan cards priced for the visitor, the custom size. */
export function ChoosePackageStep(props: ChoosePackageStepProps) {
  const { state, country, currency, pricesReady, headingRef, sizeError } = props;
  const plans = plansFor(state.eventType, country);
  const customQuote = needsCustomQuote(state);
  const { pricing: t, products } = useTexts('commerce');
  const format = useFormat();

  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        {t.steps.selection}
      </h2>

      <fieldset className="pricing__toggle">
        <legend className="field__label">{t.eventType}</legend>
        {EVENT_TYPES.map((type) => (
          <label key={type} className="pricing__toggle-option">
            <input type="radio" name="eventType" value={type} checked={state.eventType === type} onChange={() => props.onType(type)} />
            <span>{products.eventTypes[type]}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className="pricing__plans" aria-describedby={sizeError ? 'pricing-size-error' : undefined}>
        <legend className="field__label">{t.eventSize}</legend>
        {plans.map((plan) => (
          <label key={plan.size} className={`plan${state.eventSize === plan.size ? ' plan--chosen' : ''}`}>
            <input type="radio" name="eventSize" value={plan.size} checked={state.eventSize === plan.size} onChange={() => props.onSize(plan.size)} />
            {/* The chosen card is unmistakable at a glance: a check badge and a filled card, not only its border. */}
            {state.eventSize === plan.size && (
              <span className="plan__check" aria-hidden="true">
                ✓
              </span>
            )}
            <span className="plan__head">
              <span className="plan__name">{products.sizes[plan.size]}</span>
              {plan.mostPopular && <span className="tag tag--accent">{t.mostPopular}</span>}
            </span>
            <span className="plan__range">{t.attendeeRange(plan.attendees.min, plan.attendees.max)}</span>
            <span className="plan__price">
              {pricesReady ? format.money(plan.price, currency) : <span className="plan__price--pending">{t.loadingPrice}</span>}
            </span>
          </label>
        ))}
        {sizeError && (
          <p id="pricing-size-error" className="field__error">
            {sizeError}
          </p>
        )}
      </fieldset>

      {state.eventSize === 'custom' && (
        <div className="card stack stack--tight">
          <TextField
            label={t.attendeesLabel}
            name="customAttendees"
            type="number"
            inputMode="numeric"
            min={CUSTOM_ATTENDEES_MIN}
            step={CUSTOM_ATTENDEES_STEP}
            value={state.customAttendees}
            onChange={(e) => props.onAttendees(e.target.value)}
            onBlur={props.onAttendeesSettled}
            hint={t.attendeesHint(CUSTOM_ATTENDEES_MIN, CUSTOM_ATTENDEES_STEP)}
          />
          {customQuote && (
            <div className="banner banner--info" role="status">
              <p className="banner__text">
                {t.customQuoteBefore(CUSTOM_ATTENDEES_MAX)}
                <a href={contactHref(state.customAttendees, t)}>{t.contactUs}</a>
                {t.customQuoteAfter}
              </p>
            </div>
          )}
        </div>
      )}

      <button type="button" className="btn btn--primary btn--block btn--large" onClick={props.onContinue} disabled={customQuote}>
        {t.continue}
      </button>
    </section>
  );
}
