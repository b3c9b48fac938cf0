import { useEffect, useId, useRef, useState } from 'react';
import { addOnEndpointRoutes } from '#shared/api/add-on-endpoint-routes.js';
import { LOGO_PICKABLE_TYPES } from '#shared/rules/branding-logo.js';
import type { Branding, BrandingLogo } from '#shared/schemas/add-ons.js';
import { callApi } from '../../api/callApi';
import type { BrandLogo } from '../../camera';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { LogoFileError, prepareLogo } from './logo/prepare-logo';
import { putWithProgress } from './logo/put-with-progress';

type Phase = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'uploading'; percent: number } | { kind: 'checking' } | { kind: 'removing' };

/**
 * The frame logo (branded frames add-on): pick a PNG, JPEG or SVG → checked and (SVG) rasterised here →
 * presigned PUT with progress → the server checks the stored file and makes it the logo. While it goes up the
 * preview already shows it (`onPreview`); a refusal puts the previous logo back and says why.
 */
export function BrandingLogoField({
  code,
  credential,
  logo,
  onSaved,
  onPreview,
}: {
  code: string;
  credential: string;
  logo: BrandingLogo | null;
  onSaved: (branding: Branding) => void;
  /** A logo to preview before it is saved; undefined = the saved one again. */
  onPreview: (logo: BrandLogo | undefined) => void;
}) {
  const organizer = useTexts('organizer');
  const t = organizer.addOnControls.branding.logo;
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  const busy = phase.kind !== 'idle';

  async function upload(file: File) {
    const abort = new AbortController();
    abortRef.current = abort;
    setError(null);
    setStatus('');
    setPhase({ kind: 'preparing' });
    try {
      const prepared = await prepareLogo(file);
      onPreview(prepared.preview);
      const presigned = await callApi(
        addOnEndpointRoutes.requestLogoUpload,
        { params: { code }, token: credential, body: { contentType: prepared.contentType, size: prepared.blob.size } },
        abort.signal,
      );
      setPhase({ kind: 'uploading', percent: 0 });
      await putWithProgress(presigned.upload.url, prepared.blob, presigned.upload.headers, (f) => setPhase({ kind: 'uploading', percent: Math.round(f * 100) }), abort.signal);
      setPhase({ kind: 'checking' });
      const saved = await callApi(addOnEndpointRoutes.setLogo, { params: { code }, token: credential, body: { uploadId: presigned.uploadId } }, abort.signal);
      onSaved(saved);
      setStatus(t.saved);
    } catch (err) {
      if (abort.signal.aborted) return;
      console.warn('logo upload failed', err);
      onPreview(undefined);
      setError(err instanceof LogoFileError ? organizer.errors[err.code] : errorText(err, t.failed));
    } finally {
      if (!abort.signal.aborted) setPhase({ kind: 'idle' });
    }
  }

  async function remove() {
    setError(null);
    setStatus('');
    setPhase({ kind: 'removing' });
    try {
      onSaved(await callApi(addOnEndpointRoutes.setLogo, { params: { code }, token: credential, body: { uploadId: null } }));
      onPreview(undefined);
      setStatus(t.removed);
    } catch (err) {
      console.warn('logo removal failed', err);
      setError(errorText(err, t.removeFailed));
    } finally {
      setPhase({ kind: 'idle' });
    }
  }

  const progressText =
    phase.kind === 'preparing' ? t.preparing : phase.kind === 'uploading' ? t.progress(phase.percent) : phase.kind === 'checking' ? t.checking : phase.kind === 'removing' ? t.removing : status;

  return (
    <div className="stack stack--tight" role="group" aria-labelledby={`${inputId}-title`} aria-busy={busy}>
      <p id={`${inputId}-title`} className="field__label">
        {t.title}
      </p>
      <p className="admin__empty">{logo ? t.current : t.none}</p>
      <p id={hintId} className="field__hint">
        {t.hint}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={[...LOGO_PICKABLE_TYPES, '.svg'].join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="logo-file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <button type="button" className="btn btn--secondary btn--block" disabled={busy} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
        {logo ? t.replace : t.choose}
      </button>
      {phase.kind === 'uploading' && <progress className="admin__logo-progress" max={100} value={phase.percent} aria-label={t.uploading} />}
      {error !== null && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      {logo && (
        <button type="button" className="btn btn--ghost btn--block" disabled={busy} onClick={() => void remove()}>
          {t.remove}
        </button>
      )}
      <p className="admin__status" role="status" aria-live="polite">
        {progressText}
      </p>
    </div>
  );
}
