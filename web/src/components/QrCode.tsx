import { useEffect, useState } from 'react';
import { QR_OPTIONS } from '../../../shared/qr';
import { useTexts } from '../i18n/texts';

type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'failed' };

/**
 * A QR code image of `value` with the spec's look (QR_OPTIONS). The qrcode library is loaded only when a
 * QR code is actually shown, so it never weighs on the guest entry.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const t = useTexts('aside').qr;
  const [state, setState] = useState<QrState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { ...QR_OPTIONS, color: { ...QR_OPTIONS.color } }))
      .then(
        (dataUrl) => current && setState({ status: 'ready', dataUrl }),
        (error: unknown) => {
          console.error('QR code generation failed', error);
          if (current) setState({ status: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [value]);

  return (
    // data-value: the exact address the code encodes (what a phone scanning it opens; tests read it).
    <figure className="qr polaroid" data-value={value}>
      {state.status === 'ready' ? (
        <img className="qr__image" src={state.dataUrl} alt={label} width={QR_OPTIONS.width} height={QR_OPTIONS.width} />
      ) : (
        <div className="qr__placeholder" role="status">
          {state.status === 'loading' ? t.generatingQr : t.qrFailed}
        </div>
      )}
    </figure>
  );
}
