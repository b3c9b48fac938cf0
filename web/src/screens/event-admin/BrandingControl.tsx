import { useEffect, useId, useState } from 'react';
import { addOnEndpointRoutes } from '#shared/api/add-on-endpoint-routes.js';
import { guestEndpointRoutes } from '#shared/api/guest-endpoint-routes.js';
import { BRANDING_TEXT_MAX_LENGTH, brandingTextProblem, normalizeBrandingText } from '#shared/rules/branding-text.js';
import type { BrandingLogo } from '#shared/schemas/add-ons.js';
import type { EventView } from '#shared/schemas/events.js';
import { callApi } from '../../api/callApi';
import { type BrandLogo, loadBrandLogo } from '../../camera';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { currentSession } from '../../model/session/sessionStore';
import { AddOnNotIncluded } from './AddOnNotIncluded';
import { BrandingLogoField } from './BrandingLogoField';
import { BrandingPreview } from './BrandingPreview';

type Load = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed' };

/**
 * The branded frames add-on on the admin screen: the frame logo and text every polaroid taken from now on
 * carries, with a live preview drawn by the camera's own code (the logo: BrandingLogoField). The rules (≤ 40 characters, the name character
 * rules) are checked here as the organizer types and again by the server, which also checks the add-on
 * and the creator credential. The current text is read with this device's guest session (GET …/me).
 */
export function BrandingControl({ event, credential }: { event: EventView; credential: string }) {
  const texts = useTexts('event');
  const organizer = useTexts('organizer');
  const t = organizer.addOnControls.branding;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const included = event.addOns?.includes('branded_frames') === true;
  const [text, setText] = useState('');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const [saveError, setSaveError] = useState<unknown>(null);
  const [logo, setLogo] = useState<BrandingLogo | null>(null);
  /** The saved logo decoded for the preview (by id), and a picked one shown while it uploads. */
  const [savedImage, setSavedImage] = useState<{ id: string; image: BrandLogo } | undefined>(undefined);
  const [pickedImage, setPickedImage] = useState<BrandLogo | undefined>(undefined);

  useEffect(() => {
    if (!logo || savedImage?.id === logo.id) return;
    const abort = new AbortController();
    loadBrandLogo(logo.url, abort.signal).then(
      (image) => setSavedImage({ id: logo.id, image }),
      (err: unknown) => {
        if (!abort.signal.aborted) console.warn('logo preview not loaded', err);
      },
    );
    return () => abort.abort();
  }, [logo, savedImage?.id]);
  const previewLogo = pickedImage ?? (logo && savedImage?.id === logo.id ? savedImage.image : undefined);

  useEffect(() => {
    if (!included) return;
    const session = currentSession();
    // No guest session of this event on this phone: start from an empty text (saving still works).
    if (!session || session.eventCode !== event.code) {
      setLoad({ kind: 'ready' });
      return;
    }
    const abort = new AbortController();
    setLoad({ kind: 'loading' });
    callApi(guestEndpointRoutes.getMe, { params: { code: event.code }, token: session.token }, abort.signal).then(
      (me) => {
        setText(me.branding?.text ?? '');
        setLogo(me.branding?.logo ?? null);
        setLoad({ kind: 'ready' });
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        console.error('branding load failed', err);
        setLoad({ kind: 'failed' });
      },
    );
    return () => abort.abort();
  }, [included, event.code, reloads]);

  const problem = brandingTextProblem(text);
  const normalized = normalizeBrandingText(text);

  async function save() {
    if (problem) return;
    setSaving(true);
    setSaveError(null);
    setStatus('');
    try {
      const saved = await callApi(addOnEndpointRoutes.setBranding, { params: { code: event.code }, token: credential, body: { text } });
      setText(saved.text ?? '');
      setLogo(saved.logo);
      setStatus(t.saved);
    } catch (err) {
      console.error('branding save failed', err);
      setSaveError(err);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-branding" aria-busy={included && load.kind === 'loading'}>
      <h2 id="admin-branding" className="admin__section-title">
        {t.title}
      </h2>
      {!included ? (
        <AddOnNotIncluded message={t.notIncluded} />
      ) : load.kind === 'loading' ? (
        <p className="admin__empty" role="status">
          {t.loading}
        </p>
      ) : load.kind === 'failed' ? (
        <>
          <ErrorBanner message={t.loadFailed} />
          <button type="button" className="btn btn--secondary btn--block" onClick={() => setReloads((n) => n + 1)}>
            {texts.admin.tryAgain}
          </button>
        </>
      ) : (
        <form
          className="stack stack--tight"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="admin__empty">{t.lead}</p>
          <label className="field__label" htmlFor={inputId}>
            {t.label}
          </label>
          <input
            id={inputId}
            className="field__control"
            type="text"
            value={text}
            maxLength={BRANDING_TEXT_MAX_LENGTH * 2}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setStatus('');
            }}
          />
          <p id={hintId} className="field__hint">
            {t.hint(BRANDING_TEXT_MAX_LENGTH)} {t.counter([...normalized].length, BRANDING_TEXT_MAX_LENGTH)}
          </p>
          {problem && (
            <p id={errorId} className="field__error" role="alert">
              {organizer.errors[problem]}
            </p>
          )}
          <BrandingLogoField
            code={event.code}
            credential={credential}
            logo={logo}
            onSaved={(saved) => {
              setLogo(saved.logo);
              setPickedImage(undefined);
            }}
            onPreview={setPickedImage}
          />
          <p className="field__label">{t.preview}</p>
          <BrandingPreview text={problem ? '' : normalized} logo={previewLogo} label={t.previewLabel(problem ? '' : normalized, previewLogo !== undefined)} />
          {saveError !== null && <ErrorBanner message={errorText(saveError, t.failed)} onDismiss={() => setSaveError(null)} />}
          <button type="submit" className="btn btn--primary btn--block" disabled={saving || problem !== undefined}>
            {saving ? t.saving : t.save}
          </button>
          <p className="admin__status" role="status" aria-live="polite">
            {status}
          </p>
        </form>
      )}
    </section>
  );
}
