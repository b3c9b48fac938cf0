import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '../../components/ErrorBanner';
import { SiteHeader } from '../../components/SiteHeader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useTexts } from '../../i18n/texts';
import { readKnownBuyer } from '../../model/orders/knownBuyer';
import { readPendingOrder } from '../../model/orders/pendingOrder';
import { ORDER_FAILED_MESSAGE, PRICE_CHANGED_MESSAGE, UNKNOWN_ERROR_MESSAGE, startCheckout, type CheckoutApi } from '../../model/pricing/checkout';
import { initialPricing, prefillParams } from '../../model/pricing/initialPricing';
import { GEO_FAILED_MESSAGE, loadPricingGeo, type PricingGeo } from '../../model/pricing/pricingGeo';
import {
  advance,
  chooseEventSize,
  chooseEventType,
  goBack,
  localToday,
  quoteOf,
  setDetail,
  settleCustomAttendees,
  toggleAddOn,
  typeCustomAttendees,
  type DetailsErrors,
  type PricingState,
} from '../../model/pricing/pricingState';
import { clearPricingState, savePricingState } from '../../model/pricing/pricingStorage';
import { AddOnsDetailsStep } from './AddOnsDetailsStep';
import { ChoosePackageStep } from './ChoosePackageStep';
import { CompleteStep } from './CompleteStep';
import { PaymentStep } from './PaymentStep';
import { StepIndicator } from './StepIndicator';
import './pricing.css';

interface PricingScreenProps {
  checkoutApi: CheckoutApi;
  /** Leaves for Stripe's hosted page (location.assign; replaced in tests). */
  redirect?: (url: string) => void;
  loadGeo?: (signal: AbortSignal) => Promise<PricingGeo>;
}

/**
 * /pricing (commerce spec section 2, four steps). The choices live in one state object, saved to this
 * tab's sessionStorage on every change so a reload keeps the step and the choices; the heading of a new
 * step receives focus so keyboard and screen-reader users start there.
 */
export function PricingScreen({ checkoutApi, redirect = (url) => window.location.assign(url), loadGeo = loadPricingGeo }: PricingScreenProps) {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<PricingState>(() => initialPricing(params, readPendingOrder(), undefined, readKnownBuyer()));
  const [geo, setGeo] = useState<PricingGeo | null>(null);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const [detailsErrors, setDetailsErrors] = useState<DetailsErrors>({});
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const lastStep = useRef(state.step);
  const focusFirstError = useRef(false);
  const today = localToday();
  const texts = useTexts('commerce');
  const t = texts.pricing;
  useDocumentTitle(t.documentTitle(t.steps[state.step]));

  // The prefill of a reorder link (/pricing?type=&size=&name=&email=) is read once, then dropped from the
  // address, so a reload keeps what the buyer changed since.
  useEffect(() => {
    if (prefillParams.some((p) => params.has(p))) {
      const next = new URLSearchParams(params);
      prefillParams.forEach((p) => next.delete(p));
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  useEffect(() => {
    const controller = new AbortController();
    loadGeo(controller.signal).then(setGeo, () => undefined);
    return () => controller.abort();
  }, [loadGeo]);

  useEffect(() => savePricingState(state), [state]);

  // Back from Stripe's page may restore this page as it was left (the back/forward cache): still "Processing...".
  // model/payment/useBackForwardRestore's listener, inline: as a module it cost this first chunk 0.2 KB gz (budget).
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  useEffect(() => {
    if (lastStep.current === state.step) return;
    lastStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [detailsErrors]);

  const country = geo?.country ?? 'RO';
  const currency = geo?.currency ?? 'RON';
  const quote = useMemo(() => (geo ? quoteOf(state, geo.country) : null), [state, geo]);

  function next() {
    const result = advance(state, today);
    if (result.ok) {
      setSizeError(undefined);
      setDetailsErrors({});
      setState(result.state);
      return;
    }
    if (result.reason === 'no_package') setSizeError(texts.errors.ORDER_PACKAGE_REQUIRED);
    if (result.reason === 'details') {
      focusFirstError.current = true;
      setDetailsErrors(result.errors);
    }
  }

  async function checkout() {
    if (processing || !geo || !quote) return;
    setPaymentError(null);
    setProcessing(true);
    const outcome = await startCheckout({ state, geo, quote }, checkoutApi);
    if (outcome.ok) {
      const placed = { ...state, orderId: outcome.orderId };
      savePricingState(placed);
      setState(placed);
      redirect(outcome.url);
      return;
    }
    if (outcome.geo) setGeo(outcome.geo);
    setPaymentError(t.paymentError(checkoutText(outcome.message)));
    setProcessing(false);
  }

  /** The checkout's English fallbacks (model constants) in the reader's language; server texts come localized. */
  function checkoutText(message: string): string {
    const known: Record<string, string> = {
      [GEO_FAILED_MESSAGE]: t.geoFailed,
      [UNKNOWN_ERROR_MESSAGE]: t.unknownError,
      [ORDER_FAILED_MESSAGE]: t.orderFailed,
      [PRICE_CHANGED_MESSAGE]: texts.errors.ORDER_PRICE_CHANGED,
    };
    return known[message] ?? (message || t.unknownError);
  }

  function startOver() {
    clearPricingState();
    setParams(new URLSearchParams(), { replace: true });
    setState(initialPricing(new URLSearchParams(), null, null, readKnownBuyer()));
  }

  const pending = state.step === 'complete' ? readPendingOrder() : null;

  return (
    <main className="page pricing">
      <SiteHeader />
      <header className="stack stack--tight">
        <h1 className="page__title">{t.title}</h1>
        <p className="page__lead">{t.lead}</p>
      </header>
      {geo?.failed && <ErrorBanner message={t.geoFailed} />}
      <StepIndicator current={state.step} />

      {state.step === 'selection' && (
        <ChoosePackageStep
          state={state}
          country={country}
          currency={currency}
          pricesReady={geo !== null}
          headingRef={headingRef}
          sizeError={sizeError}
          onType={(t) => setState((s) => chooseEventType(s, t))}
          onSize={(size) => {
            setSizeError(undefined);
            setState((s) => chooseEventSize(s, size));
          }}
          onAttendees={(raw) => setState((s) => typeCustomAttendees(s, raw))}
          onAttendeesSettled={() => setState(settleCustomAttendees)}
          onContinue={next}
        />
      )}
      {state.step === 'addons' && (
        <AddOnsDetailsStep
          state={state}
          country={country}
          currency={currency}
          today={today}
          errors={detailsErrors}
          headingRef={headingRef}
          formRef={formRef}
          onToggle={(id) => setState((s) => toggleAddOn(s, id))}
          onDetail={(field, value) => {
            setState((s) => setDetail(s, field, value));
            if (detailsErrors[field]) setDetailsErrors(({ [field]: _, ...rest }) => rest);
          }}
          onBack={() => setState(goBack)}
          onContinue={next}
        />
      )}
      {state.step === 'checkout' &&
        (quote ? (
          <PaymentStep
            state={state}
            quote={quote}
            processing={processing}
            error={paymentError}
            headingRef={headingRef}
            onDismissError={() => setPaymentError(null)}
            onBack={() => setState(goBack)}
            onCheckout={() => void checkout()}
          />
        ) : (
          <p className="pricing__muted" role="status">
            {t.loadingPrices}
          </p>
        ))}
      {state.step === 'complete' && (
        <CompleteStep
          eventCode={params.get('event')}
          paidEventType={pending?.paid ? (pending.eventType ?? null) : null}
          headingRef={headingRef}
          onStartOver={startOver}
        />
      )}
    </main>
  );
}

