import { useState, type FormEvent, type RefObject } from 'react';
import {
  addOnPrice,
  packagePrice,
  recommendedAddOns,
  type AddOnId,
  type Currency,
} from '#shared/pricing/index.js';
import { TextField } from '../../components/TextField';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import {
  ADD_ONS_BEFORE_MORE,
  offeredAddOns,
  type DetailsErrors,
  type DetailsField,
  type PricingState,
} from '../../model/pricing/pricingState';

interface AddOnsDetailsStepProps {
  state: PricingState;
  country: string;
  currency: Currency;
  today: string;
  errors: DetailsErrors;
  headingRef: RefObject<HTMLHeadingElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  onToggle: (id: AddOnId) => void;
  onDetail: (field: DetailsField, value: string) => void;
  onBack: () => void;
  onContinue: () => void;
}

/** Step 2 (spec section 2): recommendations, add-ons (3 before 'Show more'), the event details form. */
export function AddOnsDetailsStep(props: AddOnsDetailsStepProps) {
  const { state, country, currency, today, errors, headingRef, formRef } = props;
  const { pricing: t, products, errors: errorTexts } = useTexts('commerce');
  const errorOf = (field: DetailsField) => (errors[field] ? errorTexts[errors[field]] : undefined);
  const format = useFormat();
  const size = state.eventSize ?? 'small';
  const offered = offeredAddOns(state);
  const recommended = recommendedAddOns(state.eventType, size);
  const base = packagePrice(state.eventType, size, country);
  // A chosen add-on is never hidden behind 'Show more'.
  const [showAll, setShowAll] = useState(() => offered.slice(ADD_ONS_BEFORE_MORE).some((a) => state.addOns.includes(a.id)));
  const shown = showAll ? offered : offered.slice(0, ADD_ONS_BEFORE_MORE);
  const price = (id: AddOnId) => format.money(addOnPrice(id, base, country), currency);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    props.onContinue();
  }

  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        {t.steps.addons}
      </h2>

      <section className="pricing__recommend" aria-labelledby="pricing-recommend-title">
        <h3 id="pricing-recommend-title" className="pricing__subtitle">
          {t.recommendedFor(products.sizes[size], products.eventTypes[state.eventType])}
        </h3>
        <ul className="pricing__recommend-list">
          {recommended.map((id) => {
            const chosen = state.addOns.includes(id);
            return (
              <li key={id} className="pricing__recommend-item">
                <span>
                  {products.addOns[id].name} <span className="pricing__muted">{price(id)}</span>
                </span>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-pressed={chosen}
                  aria-label={t.addLabel(chosen, products.addOns[id].name)}
                  onClick={() => props.onToggle(id)}
                >
                  {chosen ? t.added : t.add}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <fieldset className="pricing__addons">
        <legend className="pricing__subtitle">{t.addOns}</legend>
        <ul className="pricing__addon-list" id="pricing-addon-list">
          {shown.map((a) => (
            <li key={a.id}>
              <label className={`addon${state.addOns.includes(a.id) ? ' addon--chosen' : ''}`}>
                <input type="checkbox" name="addOns" value={a.id} checked={state.addOns.includes(a.id)} onChange={() => props.onToggle(a.id)} />
                <span className="addon__body">
                  <span className="addon__head">
                    <span className="addon__name">{products.addOns[a.id].name}</span>
                    {a.bestValue && <span className="tag">{t.bestValue}</span>}
                    {recommended.includes(a.id) && <span className="tag tag--accent">{t.recommended}</span>}
                  </span>
                  <span className="addon__text">{products.addOns[a.id].description}</span>
                </span>
                <span className="addon__price">+{price(a.id)}</span>
              </label>
            </li>
          ))}
        </ul>
        {offered.length > ADD_ONS_BEFORE_MORE && (
          <button type="button" className="btn btn--ghost" aria-expanded={showAll} aria-controls="pricing-addon-list" onClick={() => setShowAll((v) => !v)}>
            {showAll ? t.showLess : t.showMore}
          </button>
        )}
      </fieldset>

      <form ref={formRef} className="card stack" noValidate onSubmit={submit} aria-labelledby="pricing-details-title">
        <h3 id="pricing-details-title" className="pricing__subtitle">
          {t.eventDetails}
        </h3>
        <TextField
          label={t.organizerName}
          name="organizerName"
          required
          autoComplete="name"
          autoCapitalize="words"
          maxLength={200}
          value={state.details.organizerName}
          onChange={(e) => props.onDetail('organizerName', e.target.value)}
          error={errorOf('organizerName')}
        />
        <TextField
          label={t.organizerEmail}
          name="organizerEmail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={state.details.organizerEmail}
          onChange={(e) => props.onDetail('organizerEmail', e.target.value)}
          error={errorOf('organizerEmail')}
        />
        <TextField
          label={t.eventName}
          name="eventName"
          required
          autoComplete="off"
          autoCapitalize="sentences"
          maxLength={200}
          value={state.details.eventName}
          onChange={(e) => props.onDetail('eventName', e.target.value)}
          error={errorOf('eventName')}
        />
        <TextField
          label={t.eventDate}
          name="eventDate"
          type="date"
          required
          min={today}
          value={state.details.eventDate}
          onChange={(e) => props.onDetail('eventDate', e.target.value)}
          error={errorOf('eventDate')}
        />
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={props.onBack}>
            {t.back}
          </button>
          <button type="submit" className="btn btn--primary">
            {t.continue}
          </button>
        </div>
      </form>
    </section>
  );
}
