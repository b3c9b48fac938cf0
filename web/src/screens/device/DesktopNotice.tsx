import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LogoMark } from '../../components/Logo';
import { QrCode } from '../../components/QrCode';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { configuredSiteUrl, publicSiteUrl } from '../../model/device/publicSiteUrl';
import './desktop-notice.css';

/**
 * Spec "Desktop notice". The phone link keeps the visitor's query, so an event link opened on a computer
 * becomes a QR code that joins that event on the phone (the spec's preview-host rule also keeps the query).
 */
export function DesktopNotice({ onContinue }: { onContinue: () => void }) {
  useDocumentTitle('Mobile Experience Required');
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
        <h1 className="page__title">Mobile Experience Required</h1>
        <p>
          Candid is made for phones: guests join with a code and take polaroid photos with their phone’s camera.
          Open this address on your phone:
        </p>
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
          {showQr ? 'Hide QR Code' : 'Show QR Code'}
        </button>
        <div id="desktop-qr">
          {showQr && <QrCode value={phoneUrl} label="QR code of the Candid address, to scan with your phone" />}
        </div>

        <div className="desktop-notice__actions">
          <Link to="/pricing" className="btn btn--primary">
            View Pricing
          </Link>
          <button type="button" className="btn btn--ghost" onClick={onContinue}>
            Continue on this device
          </button>
        </div>
      </div>
    </main>
  );
}
