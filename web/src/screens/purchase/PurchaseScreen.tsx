import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { BUNDLE_PHOTOS, PRINT_SIZES, PRINT_SIZE_LABELS, formatMoney, quote, type BundlePhotos, type PrintSize } from '#shared/pricing/index.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { defaultSelection, isLowResolution, LOW_RESOLUTION_PX, toggleSelected } from '../../model/purchase/photoSelection';
import { loadEventPhotos, loadPurchaseGeo, purchaseApi } from '../../model/purchase/purchaseApi';
import { paymentErrorText, startPurchaseCheckout, type PurchaseCheckoutApi, type PurchaseGeo } from '../../model/purchase/purchaseCheckout';
import { EMPTY_FORM, validatePurchase, type PurchaseField, type PurchaseForm } from '../../model/purchase/purchaseForm';
import {
  comboOptions,
  DEFAULT_BUNDLE,
  printCountOf,
  printSizeOf,
  purchaseSummary,
  RAW_ARCHIVE,
  shipsChoice,
  type PurchaseChoice,
  type PurchaseProductType,
} from '../../model/purchase/purchaseProducts';
import './purchase.css';

export const LOADING_OPTIONS = 'Loading purchase options...';
export const DOWNLOAD_NOTE = 'The download link is valid for 1 year.';
export const DELIVERY_NOTE = 'Prints are delivered in 5-10 business days.';

export interface PurchaseScreenProps {
  event: EventView;
  /** The organizer's session: lists the photos to print, and is where the buyer comes back after Stripe. */
  session: { token: string; userName: string };
  onBack: () => void;
  /** Test seams: the API and the redirect to Stripe. */
  api?: PurchaseCheckoutApi;
  loadGeo?: (signal: AbortSignal) => Promise<PurchaseGeo & { failed: boolean }>;
  loadPhotos?: (code: string, token: string, signal: AbortSignal) => Promise<PhotoView[]>;
  redirect?: (url: string) => void;
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

const FIELD_ORDER: readonly PurchaseField[] = ['name', 'email', 'street', 'city', 'postalCode', 'country'];

/**
 * The post-event purchase screen (commerce spec; the organizer only): the raw archive, a prints bundle
 * (count, size, price per bundle; the photos to print, best-voted first) or a combo; customer information,
 * the shipping address when shipped; the order summary priced by shared/pricing for the buyer's country —
 * the server's own figures — and Secure Checkout to Stripe.
 */
export function PurchaseScreen({ event, session, onBack, api = purchaseApi, loadGeo = loadPurchaseGeo, loadPhotos = loadEventPhotos, redirect = (url) => window.location.assign(url) }: PurchaseScreenProps) {
  useDocumentTitle(`Purchase Photos - ${event.title}`);
  const id = useId();
  const [geo, setGeo] = useState<(PurchaseGeo & { failed: boolean }) | null>(null);
  const [photos, setPhotos] = useState<Loaded<PhotoView[]>>({ status: 'loading' });
  const [choice, setChoice] = useState<PurchaseChoice>(RAW_ARCHIVE);
  const [selected, setSelected] = useState<{ count: number; ids: string[] } | null>(null);
  const [form, setForm] = useState<PurchaseForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<Partial<Record<PurchaseField, boolean>>>({});
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<PurchaseField, HTMLInputElement | null>>>({});

  useEffect(() => {
    const controller = new AbortController();
    loadGeo(controller.signal).then(
      (g) => {
        setGeo(g);
        // The shipping country defaults to where prices are for (editable: the spec's country is optional).
        setForm((f) => (f.country ? f : { ...f, country: g.country }));
      },
      () => undefined,
    );
    loadPhotos(event.code, session.token, controller.signal).then(
      (value) => setPhotos({ status: 'ready', value }),
      (e: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('photos for prints not loaded', e);
          setPhotos({ status: 'error' });
        }
      },
    );
    return () => controller.abort();
  }, [event.code, session.token, loadGeo, loadPhotos]);

  const shipped = shipsChoice(choice);
  const count = printCountOf(choice);
  const size = printSizeOf(choice);
  const photoList = useMemo(() => (photos.status === 'ready' ? photos.value : []), [photos]);
  // The default selection (for the bundle's count) until the buyer changes it; another count starts over.
  const chosen = useMemo(
    () => (count === 0 ? [] : selected?.count === count ? selected.ids.filter((s) => photoList.some((p) => p.id === s)) : defaultSelection(photoList, count)),
    [count, selected, photoList],
  );
  const problems = validatePurchase(form, shipped);
  const firstProblem = (field: PurchaseField) => (touched[field] ? problems.find((p) => p.field === field)?.message : undefined);
  const printsReady = !shipped || photos.status !== 'ready' || photoList.length === 0 || chosen.length > 0;
  // Without a geo token the server cannot price the order: the RO fallback prices show, nothing is sold.
  const valid = problems.length === 0 && printsReady && geo !== null && geo.geoToken !== null;
  const summary = geo ? purchaseSummary(choice, geo.country, event.photoCount) : null;
  const lowRes = size === '20x30' ? photoList.filter((p) => chosen.includes(p.id) && isLowResolution(p, size)) : [];

  useEffect(() => {
    if (geo) titleRef.current?.focus();
  }, [geo]);

  if (!geo) {
    return (
      <main className="page purchase">
        <PurchaseHead title={event.title} onBack={onBack} />
        <p className="purchase__loading" role="status">
          {LOADING_OPTIONS}
        </p>
      </main>
    );
  }
  const currency = summary?.currency ?? 'RON';
  const money = (minor: number) => formatMoney(minor, currency);

  const pick = (kind: PurchaseProductType) => {
    setError(null);
    if (kind === choice.kind) return;
    setChoice(kind === 'raw_archive' ? RAW_ARCHIVE : kind === 'prints_bundle' ? DEFAULT_BUNDLE : { kind: 'combo', combo: 'basic' });
  };
  const setBundle = (photos: BundlePhotos, printSize: PrintSize) => setChoice({ kind: 'prints_bundle', photos, printSize });
  const update = (field: PurchaseField, value: string) => setForm((f) => ({ ...f, [field]: value }));
  const blur = (field: PurchaseField) => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (processing) return;
    if (!valid) {
      setTouched(Object.fromEntries(FIELD_ORDER.map((f) => [f, true])));
      const first = problems[0];
      if (first) inputs.current[first.field]?.focus();
      return;
    }
    setProcessing(true);
    setError(null);
    const outcome = await startPurchaseCheckout({ event, userName: session.userName, choice, form, photoIds: shipped ? chosen : [], geo }, api);
    if (outcome.ok) {
      redirect(outcome.url);
      return;
    }
    setError(paymentErrorText(outcome.message));
    setProcessing(false);
  };

  const field = (name: PurchaseField, label: string, props: { type?: string; autoComplete?: string; optional?: boolean } = {}) => (
    <TextField
      ref={(el) => {
        inputs.current[name] = el;
      }}
      label={label}
      optional={props.optional}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      value={form[name]}
      onChange={(e) => update(name, e.target.value)}
      onBlur={() => blur(name)}
      error={firstProblem(name)}
      required={!props.optional}
      maxLength={200}
    />
  );

  return (
    <main className="page purchase">
      <PurchaseHead title={event.title} onBack={onBack} titleRef={titleRef} />
      {geo.failed && (
        <p className="banner banner--error" role="alert">
          Unable to load pricing. Please refresh the page.
        </p>
      )}

      <form className="purchase__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={processing}>
        <fieldset className="purchase__products">
          <legend className="purchase__section-title">Choose what to buy</legend>
          <ProductCard id={`${id}-raw`} name="product" checked={choice.kind === 'raw_archive'} onChange={() => pick('raw_archive')} title="RAW Archive" price={money(quote(RAW_ARCHIVE, geo.country).subtotal)}>
            <ul className="purchase__facts">
              <li>
                <strong>{event.photoCount}</strong> photos in total
              </li>
              <li>High Resolution JPEG</li>
              <li>Instant Download</li>
            </ul>
          </ProductCard>
          <ProductCard
            id={`${id}-prints`}
            name="product"
            checked={choice.kind === 'prints_bundle'}
            onChange={() => pick('prints_bundle')}
            title="Prints Bundle"
            price={`from ${money(quote(DEFAULT_BUNDLE, geo.country).subtotal)}`}
          >
            <p className="purchase__card-text">Prints of the best photos, shipped to your address.</p>
          </ProductCard>
          <ProductCard id={`${id}-combo`} name="product" checked={choice.kind === 'combo'} onChange={() => pick('combo')} title="Archive + Prints Combo" price={`from ${money(quote({ kind: 'combo', combo: 'basic' }, geo.country).subtotal)}`}>
            <p className="purchase__card-text">The RAW archive and a bundle of 10×15 prints, for less than both apart.</p>
          </ProductCard>
        </fieldset>

        {choice.kind === 'prints_bundle' && (
          <section className="card purchase__picker" aria-labelledby={`${id}-bundle-title`}>
            <h2 id={`${id}-bundle-title`} className="purchase__section-title">
              Choose your bundle
            </h2>
            <fieldset className="purchase__options">
              <legend className="purchase__legend">Print size</legend>
              <div className="purchase__chips">
                {PRINT_SIZES.map((s) => (
                  <label key={s} className="purchase__chip">
                    <input type="radio" name="print-size" checked={choice.printSize === s} onChange={() => setBundle(choice.photos, s)} />
                    <span>{PRINT_SIZE_LABELS[s]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="purchase__options">
              <legend className="purchase__legend">Photos</legend>
              <div className="purchase__rows">
                {BUNDLE_PHOTOS.map((n) => (
                  <label key={n} className="purchase__row">
                    <input type="radio" name="bundle-photos" checked={choice.photos === n} onChange={() => setBundle(n, choice.printSize)} />
                    <span className="purchase__row-label">{n} photos</span>
                    <span className="purchase__row-price">{money(quote({ kind: 'prints_bundle', photos: n, printSize: choice.printSize }, geo.country).subtotal)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </section>
        )}

        {choice.kind === 'combo' && (
          <fieldset className="card purchase__options">
            <legend className="purchase__section-title">Choose your combo</legend>
            <div className="purchase__rows">
              {comboOptions(geo.country).map((c) => (
                <label key={c.combo} className="purchase__row">
                  <input type="radio" name="combo" checked={choice.combo === c.combo} onChange={() => setChoice({ kind: 'combo', combo: c.combo })} />
                  <span className="purchase__row-label">
                    {c.label}
                    <span className="purchase__row-hint">RAW archive + {c.prints} prints (10×15 cm)</span>
                  </span>
                  <span className="purchase__row-price">{money(c.price)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {shipped && (
          <PhotoPicker
            id={id}
            photos={photos}
            chosen={chosen}
            count={count}
            lowRes={lowRes.map((p) => p.id)}
            onToggle={(photoId) => setSelected({ count, ids: toggleSelected(chosen, photoId, count) })}
            onReset={() => setSelected(null)}
          />
        )}

        <fieldset className="card purchase__fields">
          <legend className="purchase__section-title">Customer Information</legend>
          {field('name', 'Full Name *', { autoComplete: 'name' })}
          {field('email', 'Email *', { type: 'email', autoComplete: 'email' })}
        </fieldset>

        {shipped && (
          <fieldset className="card purchase__fields">
            <legend className="purchase__section-title">Shipping Address</legend>
            {field('street', 'Street *', { autoComplete: 'street-address' })}
            {field('city', 'City *', { autoComplete: 'address-level2' })}
            {field('postalCode', 'Postal Code *', { autoComplete: 'postal-code' })}
            {field('country', 'Country', { autoComplete: 'country', optional: true })}
          </fieldset>
        )}

        {summary && (
          <section className="card purchase__summary" aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`} className="purchase__section-title">
              Order Summary
            </h2>
            <dl className="purchase__totals" data-testid="order-summary">
              <div>
                <dt>Product</dt>
                <dd>{summary.product}</dd>
              </div>
              <div>
                <dt>Photos</dt>
                <dd>{summary.photos}</dd>
              </div>
              <div>
                <dt>Subtotal</dt>
                <dd data-testid="summary-subtotal">{money(summary.subtotal)}</dd>
              </div>
              <div>
                <dt>Shipping</dt>
                <dd data-testid="summary-shipping">{summary.shipping > 0 ? money(summary.shipping) : 'Free'}</dd>
              </div>
              <div className="purchase__total">
                <dt>Total</dt>
                <dd data-testid="summary-total">{money(summary.total)}</dd>
              </div>
            </dl>
            {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
            <button type="submit" className="btn btn--primary btn--block btn--large" disabled={!valid || processing} aria-describedby={`${id}-notes`}>
              {processing ? 'Processing...' : 'Secure Checkout'}
            </button>
            <ul id={`${id}-notes`} className="purchase__notes">
              <li>{DOWNLOAD_NOTE}</li>
              <li>{DELIVERY_NOTE}</li>
            </ul>
          </section>
        )}
      </form>
      <p className="purchase__note">
        Prices in {currency} for {geo.country}. Prints: 20×30 cm needs photos of at least {LOW_RESOLUTION_PX} px on the short side.
      </p>
    </main>
  );
}

function PurchaseHead({ title, onBack, titleRef }: { title: string; onBack: () => void; titleRef?: Ref<HTMLHeadingElement> }) {
  return (
    <header className="purchase__head">
      <button type="button" className="btn btn--secondary purchase__back" onClick={onBack}>
        ‹ Back
      </button>
      <h1 ref={titleRef} tabIndex={-1} className="page__title purchase__title">
        Purchase Photos - {title}
      </h1>
    </header>
  );
}

function ProductCard(props: { id: string; name: string; checked: boolean; onChange: () => void; title: string; price: string; children: ReactNode }) {
  return (
    <label className={`purchase__product${props.checked ? ' purchase__product--on' : ''}`} htmlFor={props.id}>
      <input id={props.id} type="radio" name={props.name} checked={props.checked} onChange={props.onChange} className="purchase__product-input" />
      <span className="purchase__product-head">
        <span className="purchase__product-title">{props.title}</span>
        <span className="purchase__product-price">{props.price}</span>
      </span>
      {props.children}
    </label>
  );
}

interface PhotoPickerProps {
  id: string;
  photos: Loaded<PhotoView[]>;
  chosen: readonly string[];
  count: number;
  lowRes: readonly string[];
  onToggle: (photoId: string) => void;
  onReset: () => void;
}

/** The photos to print: best-voted first, then newest, up to the bundle's count; the buyer can change them. */
function PhotoPicker({ id, photos, chosen, count, lowRes, onToggle, onReset }: PhotoPickerProps) {
  const list = photos.status === 'ready' ? photos.value : [];
  return (
    <section className="card purchase__picker" aria-labelledby={`${id}-photos-title`}>
      <h2 id={`${id}-photos-title`} className="purchase__section-title">
        Photos to print
      </h2>
      {photos.status === 'loading' ? (
        <p role="status">Loading photos…</p>
      ) : photos.status === 'error' || list.length === 0 ? (
        <p>We will print the event&apos;s best-voted photos, then the newest.</p>
      ) : (
        <>
          <p className="purchase__card-text" role="status" data-testid="selection-count">
            {chosen.length} of {count} chosen. Best-voted photos first, then the newest
            {list.length < count ? '; with fewer photos than prints, the chosen ones are printed more than once' : ''}.
          </p>
          {lowRes.length > 0 && (
            <p className="banner banner--info purchase__warning" role="alert">
              {lowRes.length === 1 ? '1 chosen photo is' : `${lowRes.length} chosen photos are`} under {LOW_RESOLUTION_PX} px on the short side and may look
              blurry at 20×30 cm.
            </p>
          )}
          <ul className="purchase__photos">
            {list.map((p, i) => {
              const on = chosen.includes(p.id);
              const soft = lowRes.includes(p.id);
              return (
                <li key={p.id}>
                  <label className={`purchase__photo${on ? ' purchase__photo--on' : ''}`}>
                    <input type="checkbox" checked={on} disabled={!on && chosen.length >= count} onChange={() => onToggle(p.id)} />
                    <img src={p.thumbnailUrl} alt={`Photo ${i + 1} by ${p.uploaderName}${soft ? ', low resolution' : ''}`} loading="lazy" width={96} height={96} />
                    {soft && (
                      <span className="purchase__soft" aria-hidden="true">
                        Low res
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
          <button type="button" className="btn btn--ghost" onClick={onReset}>
            Reset to best-voted
          </button>
        </>
      )}
    </section>
  );
}

export default PurchaseScreen;
