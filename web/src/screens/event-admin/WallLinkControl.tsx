import { useState } from 'react';
import { wallEndpointRoutes as endpointRoutes } from '#shared/api/wall-endpoint-routes.js';
import { ErrorBanner } from '../../components/ErrorBanner';
import { configuredSiteUrl, publicSiteOrigin } from '../../model/device/publicSiteUrl';
import { wallLink } from '../../model/wall/wallLink';
import { callApi } from '../../api/callApi';
import { copyText } from '../../model/device/copyText';

type Busy = null | 'creating' | 'revoking';

/**
 * The live wall's link on the admin screen: Open live wall makes a read-only wall link for a TV or projector
 * (no joining there), shown with Copy; Revoke wall link ends every wall link of the event at once (their
 * walls are refused and disconnected). The link exists only on this screen until copied: a new one can be
 * made any time.
 */
export function WallLinkControl({ code, credential }: { code: string; credential: string }) {
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
      setStatus('Live wall link ready. Open it on the TV or projector.');
    } catch (err) {
      console.error('wall link failed', err);
      setError('Failed to create the live wall link. Please try again.');
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
      setStatus('Wall link revoked. Screens showing it stop.');
    } catch (err) {
      console.error('wall revoke failed', err);
      setError('Failed to revoke the wall link. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  async function copy() {
    if (!link) return;
    setStatus((await copyText(link)) ? 'Wall link copied!' : 'Could not copy the link. Select it above to copy it.');
  }

  return (
    <section className="stack stack--tight" aria-labelledby="admin-wall">
      <h2 id="admin-wall" className="admin__section-title">
        Live Wall
      </h2>
      <p className="admin__empty">Show the newest photos on a TV or projector. Anyone with the link can watch; nobody can change anything.</p>
      {error && <ErrorBanner message={error} />}
      <button type="button" className="btn btn--secondary btn--block" onClick={open} disabled={busy !== null}>
        {busy === 'creating' ? 'Creating wall link…' : 'Open live wall'}
      </button>
      {link && (
        <>
          <label className="field__label" htmlFor="admin-wall-link">
            Wall link
          </label>
          <input id="admin-wall-link" className="field__control" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <div className="admin__wall-actions">
            <button type="button" className="btn btn--secondary" onClick={copy}>
              Copy wall link
            </button>
            <a className="btn btn--ghost" href={link} target="_blank" rel="noopener noreferrer">
              Open in new tab
            </a>
          </div>
        </>
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={revoke} disabled={busy !== null}>
        {busy === 'revoking' ? 'Revoking…' : 'Revoke wall link'}
      </button>
      <p className="admin__status" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
