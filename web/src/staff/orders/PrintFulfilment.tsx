import { useEffect, useRef, useState } from 'react';
import { staffEndpointRoutes } from '../../../../shared/api/staff-endpoint-routes';
import { PRINT_SIZE_LABELS } from '../../../../shared/pricing/post-event';
import type { StaffOrderDetails } from '../../../../shared/schemas/staff-orders';
import { callApi } from '../../api/callApi';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';

type Prints = NonNullable<StaffOrderDetails['order']['prints']>;
type Download = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'failed'; error: unknown };

/** How often and how long the button asks again while the archive job builds the ZIP (a few seconds for a bundle). */
const RETRY_MS = 2000;
const RETRIES = 60;

/**
 * What staff print (issue #28.4): bundle, print size, the chosen photos as thumbnails, and one "Download
 * print files" button — a ZIP of those photos at full resolution, built by the archive job and named by the
 * order number. Until the ZIP exists the button's request starts the build and asks again.
 */
export function PrintFulfilment({ token, orderId, prints, closed }: { token: string; orderId: string; prints: Prints; closed: boolean }) {
  const t = useTexts('commerce').prints;
  const [download, setDownload] = useState<Download>({ kind: 'idle' });
  const retry = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(retry.current), []);

  const fetchFiles = (attempt: number): void => {
    callApi(staffEndpointRoutes.staffPrintFiles, { token, params: { orderId } }).then(
      (res) => {
        if (res.state === 'ready' && res.url) {
          setDownload({ kind: 'idle' });
          const a = document.createElement('a');
          a.href = res.url;
          a.download = res.fileName;
          document.body.append(a);
          a.click();
          a.remove();
          return;
        }
        if (attempt >= RETRIES) return setDownload({ kind: 'failed', error: null });
        setDownload({ kind: 'preparing' });
        retry.current = window.setTimeout(() => fetchFiles(attempt + 1), RETRY_MS);
      },
      (error: unknown) => setDownload({ kind: 'failed', error }),
    );
  };

  return (
    <section className="stack stack--tight" aria-labelledby="staff-order-prints">
      <h3 id="staff-order-prints" className="order-card__subtitle">
        {t.staffHeading}
      </h3>
      <dl className="order-facts">
        <div>
          <dt>{t.staffBundle}</dt>
          <dd>{t.staffBundleValue(prints.bundleSize)}</dd>
        </div>
        <div>
          <dt>{t.staffPrintSize}</dt>
          <dd>{PRINT_SIZE_LABELS[prints.printSize]}</dd>
        </div>
        {prints.packageOrderId !== undefined && (
          <div>
            <dt>{t.staffPackage}</dt>
            <dd className="order-break">{prints.packageOrderId}</dd>
          </div>
        )}
      </dl>
      <p>{t.staffChosen(prints.photos.length)}</p>
      <ul className="staff-prints__photos">
        {prints.photos.map((p, i) => (
          <li key={p.id}>
            <img src={p.thumbnailUrl} alt={t.staffPhotoAlt(i + 1)} width={72} height={72} loading="lazy" data-photo-id={p.id} />
          </li>
        ))}
      </ul>
      {download.kind === 'preparing' && <p role="status">{t.staffPreparing}</p>}
      {download.kind === 'failed' && (
        <p className="banner banner--error" role="alert">
          {errorText(download.error, t.staffDownloadFailed)}
        </p>
      )}
      {/* A cancelled or refunded prints order is not shipped: no files to print (the server refuses them too). */}
      {!closed && (
        <button type="button" className="btn btn--secondary btn--block" disabled={download.kind === 'preparing' || prints.photos.length === 0} onClick={() => fetchFiles(0)}>
          {t.staffDownload}
        </button>
      )}
    </section>
  );
}
