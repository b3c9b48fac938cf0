import { useState } from 'react';
import { wallEndpointRoutes as endpointRoutes } from '#shared/api/wall-endpoint-routes.js';
import { ErrorBanner } from '../../components/ErrorBanner';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';
import { wallLink } from '../../model/wall/wallLink';
import { callApi } from '../../api/callApi';
import { copyText } from '../../model/device/copyText';
import { useTexts } from '../../i18n/texts';

type Busy = null | 'creating' | 'revoking';

/**
 * The live wall's link on the admin screen: Open live wall makes a read-only wall link for a TV or projector
 * (no joining there), shown with Copy; Revoke wall link ends every wall link of the event at once (their
 * walls are refused and disconnected). The link exists only on this screen until copied: a new one can be
 * made any time.
 */
export function WallLinkControl({ code, credential }: { code: string; credential: string }) {
  const t = useTexts('event').admin.wall;
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy('creating');
    setError(null);
    setStatus('');
    try {
      const { token } = await callApi(endpointRoutes.createWallLink, { params: { code }, token: credential });
      setLink(wallLink(publicSiteOrigin(window.location, configuredSiteUrl()).replace(/\/$/, ''), code, token));
      setStatus(t.ready);
    } catch (err) {
      console.error('wall link failed', err);
      setError(t.createFailed);
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setBusy('revoking');
    setError(null);
    setStatus('');
    try {
      await callApi(endpointRoutes.revokeWallLinks, { params: { code }, token: credential });
      setLink(null);
      setStatus(t.revoked);
    } catch (err) {
      console.error('wall revoke failed', err);
      setError(t.revokeFailed);
    } finally {
      setBusy(null);
    }
  }

  async function copy() {
    if (!link) return;
    setStatus((await copyText(link)) ? t.copied : t.notCopied);
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-wall">
      <h2 id="admin-wall" className="admin__section-title">
        {t.title}
      </h2>
      <p className="admin__empty">{t.lead}</p>
      {error && <ErrorBanner message={error} />}
      <button type="button" className="btn btn--secondary btn--block" onClick={open} disabled={busy !== null}>
        {busy === 'creating' ? t.creating : t.open}
      </button>
      {link && (
        <>
          <label className="field__label" htmlFor="admin-wall-link">
            {t.link}
          </label>
          <input id="admin-wall-link" className="field__control" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <div className="admin__wall-actions">
            <button type="button" className="btn btn--secondary" onClick={copy}>
              {t.copy}
            </button>
            <a className="btn btn--ghost" href={link} target="_blank" rel="noopener noreferrer">
              {t.openInTab}
            </a>
          </div>
        </>
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={revoke} disabled={busy !== null}>
        {busy === 'revoking' ? t.revoking : t.revoke}
      </button>
      <p className="admin__status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
