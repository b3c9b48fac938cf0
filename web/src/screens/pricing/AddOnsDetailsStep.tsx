import { useState, type FormEvent, type RefObject } from 'react';
import {
  EVENT_SIZE_INFO,
  EVENT_TYPE_LABELS,
  addOn,
  addOnPrice,
  formatMoney,
  packagePrice,
  recommendedAddOns,
  type AddOnId,
  type Currency,
  type EventSize,
} from '#shared/pricing/index.js';
import { TextField } from '../../components/TextField';
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

const sizeLabel = (size: EventSize): string => EVENT_SIZE_INFO.find((s) => s.size === size)?.label ?? size;

/** Step 2 (spec section 2): recommendations, add-ons (3 before 'Show more'), the event details form. */
export function AddOnsDetailsStep(props: AddOnsDetailsStepProps) {
  const { state, country, currency, today, errors, headingRef, formRef } = props;
  const size = state.eventSize ?? 'small';
  const offered = offeredAddOns(state);
  const recommended = recommendedAddOns(state.eventType, size);
  const base = packagePrice(state.eventType, size, country);
  // A chosen add-on is never hidden behind 'Show more'.
  const [showAll, setShowAll] = useState(() => offered.slice(ADD_ONS_BEFORE_MORE).some((a) => state.addOns.includes(a.id)));
  const shown = showAll ? offered : offered.slice(0, ADD_ONS_BEFORE_MORE);
  const price = (id: AddOnId) => formatMoney(addOnPrice(id, base, country), currency);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    props.onContinue();
  }

  return (
    <section className="stack" aria-labelledby="pricing-step-title">
      <h2 id="pricing-step-title" ref={headingRef} tabIndex={-1} className="pricing__step-title">
        Add-ons &amp; Details
      </h2>

      <section className="pricing__recommend" aria-labelledby="pricing-recommend-title">
        <h3 id="pricing-recommend-title" className="pricing__subtitle">
          Recommended for a {sizeLabel(size).toLowerCase()} {EVENT_TYPE_LABELS[state.eventType].toLowerCase()} event
        </h3>
        <ul className="pricing__recommend-list">
          {recommended.map((id) => {
            const chosen = state.addOns.includes(id);
            return (
              <li key={id} className="pricing__recommend-item">
                <span>
                  {addOn(id).name} <span className="pricing__muted">{price(id)}</span>
                </span>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-pressed={chosen}
                  aria-label={`${chosen ? 'Added' : 'Add'} ${addOn(id).name}`}
                  onClick={() => props.onToggle(id)}
                >
                  {chosen ? 'Added' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <fieldset className="pricing__addons">
        <legend className="pricing__subtitle">Add-ons</legend>
        <ul className="pricing__addon-list" id="pricing-addon-list">
          {shown.map((a) => (
            <li key={a.id}>
              <label className={`addon${state.addOns.includes(a.id) ? ' addon--chosen' : ''}`}>
                <input type="checkbox" name="addOns" value={a.id} checked={state.addOns.includes(a.id)} onChange={() => props.onToggle(a.id)} />
                <span className="addon__body">
                  <span className="addon__head">
                    <span className="addon__name">{a.name}</span>
                    {a.bestValue && <span className="tag">Best value</span>}
                    {recommended.includes(a.id) && <span className="tag tag--accent">Recommended</span>}
                  </span>
                  <span className="addon__text">{a.description}</span>
                </span>
                <span className="addon__price">+{price(a.id)}</span>
              </label>
            </li>
          ))}
        </ul>
        {offered.length > ADD_ONS_BEFORE_MORE && (
          <button type="button" className="btn btn--ghost" aria-expanded={showAll} aria-controls="pricing-addon-list" onClick={() => setShowAll((v) => !v)}>
            {showAll ? 'Show less' : 'Show more'}
          </button>
        )}
      </fieldset>

      <form ref={formRef} className="card stack" noValidate onSubmit={submit} aria-labelledby="pricing-details-title">
        <h3 id="pricing-details-title" className="pricing__subtitle">
          Event details
        </h3>
        <TextField
          label="Organizer Name"
          name="organizerName"
          required
          autoComplete="name"
          autoCapitalize="words"
          maxLength={200}
          value={state.details.organizerName}
          onChange={(e) => props.onDetail('organizerName', e.target.value)}
          error={errors.organizerName}
        />
        <TextField
          label="Organizer Email"
          name="organizerEmail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={state.details.organizerEmail}
          onChange={(e) => props.onDetail('organizerEmail', e.target.value)}
          error={errors.organizerEmail}
        />
        <TextField
          label="Event Name"
          name="eventName"
          required
          autoComplete="off"
          autoCapitalize="sentences"
          maxLength={200}
          value={state.details.eventName}
          onChange={(e) => props.onDetail('eventName', e.target.value)}
          error={errors.eventName}
        />
        <TextField
          label="Event Date"
          name="eventDate"
          type="date"
          required
          min={today}
          value={state.details.eventDate}
          onChange={(e) => props.onDetail('eventDate', e.target.value)}
          error={errors.eventDate}
        />
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={props.onBack}>
            Back
          </button>
          <button type="submit" className="btn btn--primary">
            Continue
          </button>
        </div>
      </form>
    </section>
  );
}
