import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogoMark } from '../../components/Logo';
import { QrCode } from '../../components/QrCode';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useTexts } from '../../i18n/texts';
import { configuredSiteUrl, publicSiteUrl } from '../../model/device/publicSiteUrl';
import './desktop-notice.css';

/**
 * Spec "Desktop notice". The phone link keeps the visitor's query, so an event link opened on a computer
 * becomes a QR code that joins that event on the phone (the spec's preview-host rule also keeps the query).
 */
export function DesktopNotice({ onContinue }: { onContinue: () => void }) {
  const t = useTexts('aside').desktop;
  useDocumentTitle(t.title);
  const { search } = useLocation();
  const [showQr, setShowQr] = useState(true);
  const phoneUrl = new URL(search, publicSiteUrl(window.location, configuredSiteUrl())).toString();

  return (
    <main className="page desktop-notice">
      <div className="polaroid desktop-notice__card stack">
        <div className="brand">
          <LogoMark size={32} />
          Candid
        </div>
        <h1 className="page__title">{t.title}</h1>
        <p>{t.text}</p>
        <p className="desktop-notice__link">
          <a href={phoneUrl}>{phoneUrl}</a>
        </p>

        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={showQr}
          aria-controls="desktop-qr"
          onClick={() => setShowQr((s) => !s)}
        >
          {showQr ? t.hideQr : t.showQr}
        </button>
        <div id="desktop-qr">
          {showQr && <QrCode value={phoneUrl} label={t.qrLabel} />}
        </div>

        <div className="desktop-notice__actions">
          <Link to="/pricing" className="btn btn--primary">
            {t.viewPricing}
          </Link>
          <button type="button" className="btn btn--ghost" onClick={onContinue}>
            {t.continueHere}
          </button>
        </div>
      </div>
    </main>
  );
}
