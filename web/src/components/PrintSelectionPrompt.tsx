import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PrintSelectionView } from '../../../shared/schemas/print-selection';
import { useTexts } from '../i18n/texts';
import { loadPrintSelection, printSelectionPath, type PrintSelectionCaller } from '../model/prints/printSelectionApi';
import './print-selection-prompt.css';

/** The add-ons that are a print bundle (shared/pricing add-ons). */
const hasPrintBundle = (addOns: readonly string[] | undefined): boolean => (addOns ?? []).some((a) => a.startsWith('print_bundle_'));

/**
 * The ask of a package's print bundle after the end (issue #28.3): a banner on the event admin screen and a
 * card in the organizer portal. Shown only for an ended event whose package includes a bundle; it reads the
 * selection (the server's answer decides: open → ask, chosen → the order number). Its texts load apart
 * (orders area), so it suspends alone.
 */
export function PrintSelectionPrompt(props: {
  code: string;
  ended: boolean;
  addOns: readonly string[] | undefined;
  as: PrintSelectionCaller['kind'];
  token: string | null | undefined;
  variant: 'banner' | 'card';
}) {
  const { as, token } = props;
  const caller = useMemo((): PrintSelectionCaller | null => (token ? { kind: as, token } : null), [as, token]);
  if (!props.ended || !caller || !hasPrintBundle(props.addOns)) return null;
  return (
    <Suspense fallback={null}>
      <Prompt code={props.code} caller={caller} variant={props.variant} />
    </Suspense>
  );
}

function Prompt({ code, caller, variant }: { code: string; caller: PrintSelectionCaller; variant: 'banner' | 'card' }) {
  const t = useTexts('orders').prints;
  const [view, setView] = useState<PrintSelectionView | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    // A failure shows nothing here: the page itself says what went wrong when it is opened.
    loadPrintSelection(caller, code, abort.signal).then(setView, () => undefined);
    return () => abort.abort();
  }, [caller, code]);
  if (!view || view.state === 'waiting') return null;
  const className = variant === 'banner' ? 'banner banner--info stack stack--tight' : 'card stack stack--tight';
  if (view.state === 'chosen') {
    return (
      <section className={className} aria-label={t.staffHeading}>
        <p role="status">{t.bannerDone(view.printOrderNumber ?? '')}</p>
      </section>
    );
  }
  return (
    <section className={className} aria-labelledby={`prints-ask-${variant}`}>
      <h2 id={`prints-ask-${variant}`} className="prints__subtitle">
        {t.bannerTitle(view.bundleSize)}
      </h2>
      <p>{t.bannerText}</p>
      <Link to={printSelectionPath(code, caller.kind)} className="btn btn--primary btn--block">
        {t.bannerAction}
      </Link>
    </section>
  );
}
