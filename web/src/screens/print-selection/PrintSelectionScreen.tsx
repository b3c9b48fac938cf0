import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PRINT_SIZE_LABELS } from '../../../../shared/pricing/post-event';
import type { PrintSelectionView } from '../../../../shared/schemas/print-selection';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { errorText } from '../../i18n/errorText';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useTexts } from '../../i18n/texts';
import { confirmPrintSelection, loadPrintSelection, type PrintSelectionCaller } from '../../model/prints/printSelectionApi';
import '../../components/print-selection-prompt.css';
import './print-selection.css';

type Load = { kind: 'loading' } | { kind: 'ready'; view: PrintSelectionView } | { kind: 'failed'; error: unknown };
type Address = { street: string; city: string; postalCode: string; country: string };

/**
 * A package's print bundle (issue #28.3): after the end, the organizer picks the photos (pre-selected:
 * best-voted, then newest, exactly the bundle or every photo if fewer) and confirms the shipping address.
 * The server checks everything again (the event's own photos, at most the bundle, once, after the end).
 */
export function PrintSelectionScreen({ code, caller, backTo }: { code: string; caller: PrintSelectionCaller; backTo: string }) {
  const t = useTexts('orders').prints;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useDocumentTitle(t.title);

  useEffect(() => {
    const abort = new AbortController();
    loadPrintSelection(caller, code, abort.signal).then(
      (view) => setLoad({ kind: 'ready', view }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLoad({ kind: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [caller, code]);

  if (load.kind === 'loading') return <RouteLoading label={t.loading} />;
  return (
    <main className="page prints">
      <header className="prints__header">
        <Link to={backTo} className="btn btn--ghost">
          {t.backToEvent}
        </Link>
        <LanguageSwitch />
      </header>
      <h1 className="page__title">{t.title}</h1>
      {load.kind === 'failed' ? (
        <ErrorBanner message={errorText(load.error, t.loadFailed)} />
      ) : load.view.state === 'chosen' ? (
        <Chosen view={load.view} />
      ) : load.view.state === 'waiting' ? (
        <p className="banner banner--info">{t.waiting}</p>
      ) : (
        <Choose view={load.view} code={code} caller={caller} onDone={(view) => setLoad({ kind: 'ready', view })} />
      )}
    </main>
  );
}

function Chosen({ view }: { view: PrintSelectionView }) {
  const t = useTexts('orders').prints;
  const chosen = view.photos.filter((p) => view.selectedPhotoIds.includes(p.id));
  return (
    <section className="stack" aria-labelledby="prints-done">
      <div className="banner banner--success" role="status">
        <h2 id="prints-done" className="prints__subtitle">
          {t.doneTitle}
        </h2>
        <p>{t.doneText(view.printOrderNumber ?? '')}</p>
      </div>
      <h3 className="prints__subtitle">{t.chosenHeading}</h3>
      <ul className="prints__photos">
        {chosen.map((p) => (
          <li key={p.id}>
            <img className="prints__thumb" src={p.thumbnailUrl} alt={t.photoLabel(p.uploaderName, p.votes)} loading="lazy" width={96} height={96} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Choose({ view, code, caller, onDone }: { view: PrintSelectionView; code: string; caller: PrintSelectionCaller; onDone: (v: PrintSelectionView) => void }) {
  const t = useTexts('orders').prints;
  const countId = useId();
  const [chosen, setChosen] = useState<string[]>(view.selectedPhotoIds);
  const [address, setAddress] = useState<Address>({ street: view.address?.street ?? '', city: view.address?.city ?? '', postalCode: view.address?.postalCode ?? '', country: view.address?.country ?? '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const max = view.bundleSize;
  const addressOk = address.street.trim() !== '' && address.city.trim() !== '' && address.postalCode.trim() !== '';
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < max ? [...c, id] : c));
  const field = (name: keyof Address, label: string, autoComplete: string, optional = false) => (
    <TextField
      label={label}
      optional={optional}
      required={!optional}
      autoComplete={autoComplete}
      maxLength={200}
      value={address[name]}
      onChange={(e) => setAddress((a) => ({ ...a, [name]: e.target.value }))}
      error={touched && !optional && address[name].trim() === '' ? t.addressRequired : undefined}
    />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!addressOk || chosen.length === 0 || busy) return;
    setBusy(true);
    setError(null);
    try {
      const country = address.country.trim();
      onDone(await confirmPrintSelection(caller, code, { photoIds: chosen, address: { street: address.street, city: address.city, postalCode: address.postalCode, ...(country ? { country } : {}) } }));
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <p>{t.lead(max, PRINT_SIZE_LABELS[view.printSize])}</p>
      <section className="stack stack--tight" aria-labelledby="prints-photos">
        <h2 id="prints-photos" className="prints__subtitle">
          {t.photosHeading}
        </h2>
        {view.photos.length === 0 ? (
          <p>{t.noPhotos}</p>
        ) : (
          <>
            <p id={countId} role="status" className="prints__count" data-testid="prints-count">
              {t.chosenCount(chosen.length, max)}
            </p>
            <p className="prints__hint">{t.preselected}</p>
            <ul className="prints__photos" aria-describedby={countId}>
              {view.photos.map((p) => {
                const on = chosen.includes(p.id);
                return (
                  <li key={p.id}>
                    <label className={`prints__photo${on ? ' prints__photo--on' : ''}`}>
                      <input type="checkbox" checked={on} disabled={!on && chosen.length >= max} onChange={() => toggle(p.id)} data-photo-id={p.id} />
                      <img className="prints__thumb" src={p.thumbnailUrl} alt={t.photoLabel(p.uploaderName, p.votes)} loading="lazy" width={96} height={96} />
                    </label>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
      <fieldset className="stack stack--tight prints__address">
        <legend className="prints__subtitle">{t.addressHeading}</legend>
        {field('street', t.street, 'street-address')}
        {field('city', t.city, 'address-level2')}
        {field('postalCode', t.postalCode, 'postal-code')}
        {field('country', t.country, 'country-name', true)}
      </fieldset>
      {touched && chosen.length === 0 && view.photos.length > 0 && (
        <p className="banner banner--error" role="alert">
          {t.noneChosen}
        </p>
      )}
      {error !== null && <ErrorBanner message={errorText(error, t.loadFailed)} />}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || view.photos.length === 0}>
        {busy ? t.confirming : t.confirm}
      </button>
    </form>
  );
}
