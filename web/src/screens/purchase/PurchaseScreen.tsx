import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { BUNDLE_PHOTOS, PRINT_SIZES, PRINT_SIZE_LABELS, quote, type BundlePhotos, type PrintSize } from '#shared/pricing/index.js';
import type { EventView } from '#shared/schemas/events.js';
import type { PhotoView } from '#shared/schemas/photos.js';
import { ArchiveDownload } from '../../components/ArchiveDownload';
import { ErrorBanner } from '../../components/ErrorBanner';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { readKnownBuyer, type KnownBuyer } from '../../model/orders/knownBuyer';
import { lineLabel } from '../../model/orders/productLabels';
import { defaultSelection, isLowResolution, LOW_RESOLUTION_PX, toggleSelected } from '../../model/purchase/photoSelection';
import { GEO_FAILED_MESSAGE } from '../../model/pricing/pricingGeo';
import { loadBoughtArchive, useBoughtArchive } from '../../model/purchase/boughtArchive';
import { loadEventPhotos, loadPurchaseGeo, purchaseApi } from '../../model/purchase/purchaseApi';
import { ORDER_FAILED_MESSAGE, UNKNOWN_ERROR_MESSAGE, startPurchaseCheckout, type PurchaseCheckoutApi, type PurchaseGeo } from '../../model/purchase/purchaseCheckout';
import { EMPTY_FORM, FIELD_MESSAGES, validatePurchase, type PurchaseField, type PurchaseForm } from '../../model/purchase/purchaseForm';
import {
comboOptions,
DEFAULT_BUNDLE,
downloadsChoice,
printCountOf,
printSizeOf,
purchaseSummary,
RAW_ARCHIVE,
shipsChoice,
type PurchaseChoice,
type PurchaseProductType,
} from '../../model/purchase/purchaseProducts';
import './purchase.css';
import { PhotoPicker, type Loaded } from './PhotoPicker';
import { ProductCard } from './ProductCard';
import { PurchaseHead } from './PurchaseHead';
import { useBackForwardRestore } from '../../model/payment/useBackForwardRestore';

export interface PurchaseScreenProps {
  event: EventView;
  /** The organizer's session: lists the photos to print, and is where the buyer comes back after Stripe. */
  session: { token: string; userName: string };
  onBack: () => void;
  /** Test seams: the API and the redirect to Stripe. */
  api?: PurchaseCheckoutApi;
  loadGeo?: (signal: AbortSignal) => Promise<PurchaseGeo & { failed: boolean }>;
  loadPhotos?: (code: string, token: string, signal: AbortSignal) => Promise<PhotoView[]>;
  loadArchive?: typeof loadBoughtArchive;
  /** The buyer this device knows (issue 29.5: the name and e-mail start filled in). */
  loadKnownBuyer?: () => KnownBuyer;
  redirect?: (url: string) => void;
}


const FIELD_ORDER: readonly PurchaseField[] = ['name', 'email', 'street', 'city', 'postalCode', 'country'];

/**
 * The post-event purchase screen (commerce spec; the organizer only): the raw archive, a prints bundle
 * (count, size, price per bundle; the photos to print, best-voted first) or a combo; customer information,
 * the shipping address when shipped; the order summary priced by shared/pricing for the buyer's country —
 * the server's own figures — and Secure Checkout to Stripe.
 */
export function PurchaseScreen({
  event,
  session,
  onBack,
  api = purchaseApi,
  loadGeo = loadPurchaseGeo,
  loadPhotos = loadEventPhotos,
  loadArchive = loadBoughtArchive,
  loadKnownBuyer = readKnownBuyer,
  redirect = (url) => window.location.assign(url),
}: PurchaseScreenProps) {
  const texts = useTexts('commerce');
  const t = useTexts('orders').purchase;
  const format = useFormat();
  useDocumentTitle(t.documentTitle(event.title));
  const id = useId();
  const [geo, setGeo] = useState<(PurchaseGeo & { failed: boolean }) | null>(null);
  const [photos, setPhotos] = useState<Loaded<PhotoView[]>>({ status: 'loading' });
  const [choice, setChoice] = useState<PurchaseChoice>(RAW_ARCHIVE);
  const [selected, setSelected] = useState<{ count: number; ids: string[] } | null>(null);
  const [form, setForm] = useState<PurchaseForm>(() => {
    const known = loadKnownBuyer();
    return { ...EMPTY_FORM, name: known.name, email: known.email };
  });
  const [touched, setTouched] = useState<Partial<Record<PurchaseField, boolean>>>({});
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<PurchaseField, HTMLInputElement | null>>>({});
  // The archive is sold once per event (issue 28.6): once bought, only prints are offered (the server refuses another).
  const archiveState = useBoughtArchive(event.code, session.token, loadArchive);
  const bought = archiveState.status === 'ready' ? archiveState.archive : null;
  useEffect(() => {
    if (bought) setChoice((c) => (c.kind === 'prints_bundle' ? c : DEFAULT_BUNDLE));
  }, [bought]);

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
  // The rules' messages (the server's texts by code, ours for the address lines) in the reader's language.
  const problemText: Record<string, string> = {
    [FIELD_MESSAGES.name]: texts.errors.CUSTOMER_NAME_REQUIRED,
    [FIELD_MESSAGES.email]: texts.errors.CUSTOMER_EMAIL_INVALID,
    [FIELD_MESSAGES.street]: t.streetRequired,
    [FIELD_MESSAGES.city]: t.cityRequired,
    [FIELD_MESSAGES.postalCode]: t.postalCodeRequired,
  };
  const firstProblem = (field: PurchaseField) => {
    const message = touched[field] ? problems.find((p) => p.field === field)?.message : undefined;
    return message && (problemText[message] ?? message);
  };
  const printsReady = !shipped || photos.status !== 'ready' || photoList.length === 0 || chosen.length > 0;
  // Without a geo token the server cannot price the order: the RO fallback prices show, nothing is sold.
  const valid = problems.length === 0 && printsReady && geo !== null && geo.geoToken !== null;
  const summary = geo ? purchaseSummary(choice, geo.country, event.photoCount) : null;
  const lowRes = size === '20x30' ? photoList.filter((p) => chosen.includes(p.id) && isLowResolution(p, size)) : [];

  useEffect(() => {
    if (geo) titleRef.current?.focus();
  }, [geo]);

  // Back from Stripe's page may restore this page as it was left (the back/forward cache): still "Processing...".
  useBackForwardRestore(() => setProcessing(false));

  if (!geo) {
    return (
      <main className="page purchase">
        <PurchaseHead title={event.title} onBack={onBack} />
        <p className="purchase__loading" role="status">
          {t.loading}
        </p>
      </main>
    );
  }
  const currency = summary?.currency ?? 'RON';
  const money = (minor: number) => format.money(minor, currency);
  const prints = printCountOf(choice);
  const productName = summary ? lineLabel(texts.products, quote(choice, geo.country).lines[0] ?? { id: choice.kind, label: summary.product }) : '';
  const photosLine =
    choice.kind === 'raw_archive' ? t.allPhotos(event.photoCount) : choice.kind === 'prints_bundle' ? t.prints(prints) : t.photosAndPrints(event.photoCount, prints);
  // The checkout's English fallbacks (model constants) in the reader's language; server texts come localized.
  const fallbacks: Record<string, string> = { [UNKNOWN_ERROR_MESSAGE]: texts.pricing.unknownError, [ORDER_FAILED_MESSAGE]: texts.pricing.orderFailed, [GEO_FAILED_MESSAGE]: t.geoFailed };
  const checkoutText = (message: string): string => fallbacks[message] ?? (message || texts.pricing.unknownError);

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
    const outcome = await startPurchaseCheckout({ event, userName: session.userName, token: session.token, choice, form, photoIds: shipped ? chosen : [], geo }, api);
    if (outcome.ok) {
      redirect(outcome.url);
      return;
    }
    setError(texts.pricing.paymentError(checkoutText(outcome.message)));
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
          {t.geoFailed}
        </p>
      )}

      <form className="purchase__form" onSubmit={(e) => void submit(e)} noValidate aria-busy={processing}>
        <fieldset className="purchase__products">
          <legend className="purchase__section-title">{t.chooseWhat}</legend>
          {bought ? (
            <div className="card purchase__owned" role="status" data-testid="archive-owned">
              <p>{t.archiveOwned(bought.orderNumber)}</p>
              {bought.downloadUrl && (
                <ArchiveDownload
                  url={bought.downloadUrl}
                  parts={bought.downloadParts}
                  texts={{ single: t.archiveOwnedDownload, parts: t.archiveParts, part: t.archiveDownloadPart }}
                  className="btn btn--secondary btn--block"
                />
              )}
            </div>
          ) : (
            <ProductCard id={`${id}-raw`} name="product" checked={choice.kind === 'raw_archive'} onChange={() => pick('raw_archive')} title={t.rawArchive} price={money(quote(RAW_ARCHIVE, geo.country).subtotal)}>
              <ul className="purchase__facts">
                <li data-testid="archive-count">{t.archiveCount(event.photoCount)}</li>
                <li>{t.highRes}</li>
                <li>{t.instant}</li>
              </ul>
            </ProductCard>
          )}
          <ProductCard
            id={`${id}-prints`}
            name="product"
            checked={choice.kind === 'prints_bundle'}
            onChange={() => pick('prints_bundle')}
            title={t.printsBundle}
            price={t.from(money(quote(DEFAULT_BUNDLE, geo.country).subtotal))}
          >
            <p className="purchase__card-text">{t.printsText}</p>
          </ProductCard>
          {!bought && (
            <ProductCard id={`${id}-combo`} name="product" checked={choice.kind === 'combo'} onChange={() => pick('combo')} title={t.combo} price={t.from(money(quote({ kind: 'combo', combo: 'basic' }, geo.country).subtotal))}>
              <p className="purchase__card-text">{t.comboText}</p>
            </ProductCard>
          )}
        </fieldset>

        {choice.kind === 'prints_bundle' && (
          <section className="card purchase__picker" aria-labelledby={`${id}-bundle-title`}>
            <h2 id={`${id}-bundle-title`} className="purchase__section-title">
              {t.chooseBundle}
            </h2>
            <fieldset className="purchase__options">
              <legend className="purchase__legend">{t.printSize}</legend>
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
              <legend className="purchase__legend">{t.photos}</legend>
              <div className="purchase__rows">
                {BUNDLE_PHOTOS.map((n) => (
                  <label key={n} className="purchase__row">
                    <input type="radio" name="bundle-photos" checked={choice.photos === n} onChange={() => setBundle(n, choice.printSize)} />
                    <span className="purchase__row-label">{t.nPhotos(n)}</span>
                    <span className="purchase__row-price">{money(quote({ kind: 'prints_bundle', photos: n, printSize: choice.printSize }, geo.country).subtotal)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </section>
        )}

        {choice.kind === 'combo' && (
          <fieldset className="card purchase__options">
            <legend className="purchase__section-title">{t.chooseCombo}</legend>
            <div className="purchase__rows">
              {comboOptions(geo.country).map((c) => (
                <label key={c.combo} className="purchase__row">
                  <input type="radio" name="combo" checked={choice.combo === c.combo} onChange={() => setChoice({ kind: 'combo', combo: c.combo })} />
                  <span className="purchase__row-label">
                    {texts.products.combos[c.combo]}
                    <span className="purchase__row-hint">{t.comboHint(c.prints)}</span>
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
          <legend className="purchase__section-title">{t.customerInfo}</legend>
          {field('name', t.fullName, { autoComplete: 'name' })}
          {field('email', t.email, { type: 'email', autoComplete: 'email' })}
        </fieldset>

        {shipped && (
          <fieldset className="card purchase__fields">
            <legend className="purchase__section-title">{t.shippingAddress}</legend>
            {field('street', t.street, { autoComplete: 'street-address' })}
            {field('city', t.city, { autoComplete: 'address-level2' })}
            {field('postalCode', t.postalCode, { autoComplete: 'postal-code' })}
            {field('country', t.country, { autoComplete: 'country', optional: true })}
          </fieldset>
        )}

        {summary && (
          <section className="card purchase__summary" aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`} className="purchase__section-title">
              {t.orderSummary}
            </h2>
            <dl className="purchase__totals" data-testid="order-summary">
              <div>
                <dt>{t.product}</dt>
                <dd>{productName}</dd>
              </div>
              <div>
                <dt>{t.photos}</dt>
                <dd>{photosLine}</dd>
              </div>
              <div>
                <dt>{t.subtotal}</dt>
                <dd data-testid="summary-subtotal">{money(summary.subtotal)}</dd>
              </div>
              <div>
                <dt>{t.shipping}</dt>
                <dd data-testid="summary-shipping">{summary.shipping > 0 ? money(summary.shipping) : t.free}</dd>
              </div>
              <div className="purchase__total">
                <dt>{t.total}</dt>
                <dd data-testid="summary-total">{money(summary.total)}</dd>
              </div>
            </dl>
            {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
            <button type="submit" className="btn btn--primary btn--block btn--large" disabled={!valid || processing} aria-describedby={`${id}-notes`}>
              {processing ? t.processing : t.secureCheckout}
            </button>
            <ul id={`${id}-notes`} className="purchase__notes">
              {/* Each of the spec's notes only where it applies (issue 29.5): no download link for prints, no delivery for the archive. */}
              {downloadsChoice(choice) && <li>{t.downloadNote}</li>}
              {shipped && <li>{t.deliveryNote}</li>}
            </ul>
          </section>
        )}
      </form>
      <p className="purchase__note">
        {t.pricesFor(currency, geo.country, LOW_RESOLUTION_PX)}
      </p>
    </main>
  );
}

export default PurchaseScreen;
