import { useEffect, useRef, useState } from 'react';
import { PRINT_SIZE_LABELS } from '../../../../shared/pricing/post-event';
import type { StaffOrderDetails } from '../../../../shared/schemas/staff-orders';
import { errorText } from '../../i18n/errorText';
import { useTexts } from '../../i18n/texts';
import { savePrintFiles, waitForPrintFiles } from './printFiles';

type Prints = NonNullable<StaffOrderDetails['order']['prints']>;
/** asking: the first request is out; preparing: the archive job builds the ZIP and the button asks again. */
type Download = { kind: 'idle' } | { kind: 'asking' } | { kind: 'preparing' } | { kind: 'failed'; error: unknown };

/**
 * What staff print (issue #28.4): bundle, print size, the chosen photos as thumbnails, and one "Download
 * print files" button — a ZIP of those photos at full resolution, built by the archive job and named by the
 * order number. Until the ZIP exists the button's request starts the build and asks again.
 */
export function PrintFulfilment({ token, orderId, prints, closed }: { token: string; orderId: string; prints: Prints; closed: boolean }) {
  const t = useTexts('orders').prints;
  const [download, setDownload] = useState<Download>({ kind: 'idle' });
  // The download under way. A ref, not the state: a double click's second click can come before React has
  // rendered the busy button, and must not start a second loop. Closing the dialog aborts it.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = (): void => {
    if (running.current) return;
    const run = new AbortController();
    running.current = run;
    setDownload({ kind: 'asking' });
    waitForPrintFiles(token, orderId, run.signal, () => setDownload({ kind: 'preparing' }))
      .then(
        (files) => {
          if (files) savePrintFiles(files);
          setDownload(files ? { kind: 'idle' } : { kind: 'failed', error: null });
        },
        (error: unknown) => {
          if (!run.signal.aborted) setDownload({ kind: 'failed', error });
        },
      )
      .finally(() => {
        if (running.current === run) running.current = null;
      });
  };
  const busy = download.kind === 'asking' || download.kind === 'preparing';

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
        <button type="button" className="btn btn--secondary btn--block" disabled={busy || prints.photos.length === 0} aria-busy={busy} onClick={start}>
          {busy ? t.staffDownloadBusy : t.staffDownload}
        </button>
      )}
    </section>
  );
}
