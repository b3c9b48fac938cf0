import type { EventView } from '#shared/schemas/events.js';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useTexts } from '../../i18n/texts';
import { useJustPaidOrder } from '../../model/purchase/useJustPaidOrder';
import { PurchaseConfirmation } from './PurchaseConfirmation';
import { PurchaseScreen } from './PurchaseScreen';

export interface PurchaseViewsProps {
  view: 'purchase' | 'confirmation';
  event: EventView;
  session: { token: string; userName: string };
  /** Back from the purchase screen: the expired (purchase choice) view. */
  onBack: () => void;
  /** Back to Gallery from the confirmation. */
  onGallery: () => void;
}

/** The gallery's purchase and confirmation view modes (the organizer's; one chunk, loaded when opened). */
export default function PurchaseViews({ view, event, session, onBack, onGallery }: PurchaseViewsProps) {
  return view === 'purchase' ? <PurchaseScreen event={event} session={session} onBack={onBack} /> : <Confirmation code={event.code} onGallery={onGallery} />;
}

function Confirmation({ code, onGallery }: { code: string; onGallery: () => void }) {
  const paid = useJustPaidOrder(code);
  const t = useTexts('orders').purchase;
  useDocumentTitle(paid.phase === 'paid' ? t.successTitle : t.title);
  switch (paid.phase) {
    case 'paid':
      return <PurchaseConfirmation order={paid.order} onBack={onGallery} />;
    case 'loading':
      return <RouteLoading label={t.loadingPurchase} />;
    case 'waiting':
      return <RouteLoading label={t.confirmingPayment} />;
    case 'none':
    case 'error':
      return (
        <main className="page">
          <h1 className="page__title">{t.title}</h1>
          <p className="page__lead" role={paid.phase === 'error' ? 'alert' : undefined}>
            {paid.phase === 'error' ? t.loadFailed : t.noPurchase}
          </p>
          <button type="button" className="btn btn--primary btn--block" onClick={onGallery}>
            {t.backToGallery}
          </button>
        </main>
      );
  }
}
