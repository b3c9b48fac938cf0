import { useState } from 'react';
import type { EventView } from '../../../shared/schemas/events';
import type { OrderView } from '../../../shared/schemas/orders';
import { ExpiredView } from '../screens/gallery/ExpiredView';
import { PurchaseConfirmation } from '../screens/purchase/PurchaseConfirmation';
import { PurchaseScreen } from '../screens/purchase/PurchaseScreen';
import { useTexts } from '../i18n/texts';

/** A made-up event whose free gallery ended yesterday (developer preview only). */
function sampleEvent(): EventView {
  const day = 24 * 60 * 60 * 1000;
  const created = new Date(Date.now() - 6 * day);
  return {
    id: 'sample',
    code: 'SAMPLE',
    title: 'Sample Wedding',
    description: null,
    eventType: 'wedding',
    maxParticipants: 50,
    maxPhotosPerUser: 10,
    durationMinutes: 480,
    status: 'completed',
    eventState: 'ended',
    participantCount: 12,
    photoCount: 87,
    createdAt: created.toISOString(),
    startedAt: created.toISOString(),
    endsAt: new Date(created.getTime() + 8 * 3600_000).toISOString(),
    endedAt: new Date(created.getTime() + 8 * 3600_000).toISOString(),
    galleryExpiresAt: new Date(created.getTime() + 5 * day).toISOString(),
    galleryExpired: true,
  };
}

/** A made-up paid archive order of the sample event (developer preview only). */
function sampleOrder(event: EventView): OrderView {
  const at = new Date().toISOString();
  return {
    id: 'sample',
    orderNumber: 'CND-000000-SAMPLE00',
    orderType: 'post_event',
    productType: 'raw_archive',
    status: 'processing',
    eventTitle: event.title,
    customerInfo: { name: 'Sample Organizer', email: 'organizer@example.com' },
    subtotalAmount: 18000,
    shippingCost: 0,
    totalAmount: 18000,
    currency: 'RON',
    lines: [{ id: 'raw_archive', label: 'Raw archive (all photos, high resolution)', amount: 18000 }],
    createdAt: at,
    updatedAt: at,
    estimatedCompletion: '2-4 hours',
    actions: [],
    access: 'full',
  };
}

const noPhotos = () => Promise.resolve([]);

type Preview = 'expired' | 'purchase' | 'confirmation';

const PREVIEWS: readonly Preview[] = ['expired', 'purchase', 'confirmation'];

/**
 * /test-expired: the commerce spec's developer page ("three toggles (expired, purchase, confirmation) and a
 * list of implemented and next-step features"), with a sample event. Served in development builds and on
 * this machine (AppRoutes). The purchase preview prices for this visitor's country and lists no photos;
 * its checkout fails (the sample event does not exist), so nothing is sold.
 */
export default function TestExpiredPage() {
  const [preview, setPreview] = useState<Preview>('expired');
  const [organizer, setOrganizer] = useState(true);
  const [event] = useState(sampleEvent);
  const t = useTexts('orders').preview;
  return (
    <>
      <nav className="page stack stack--tight" aria-label={t.label}>
        <p className="page__lead">{t.lead}</p>
        <div className="row" role="group" aria-label={t.view}>
          {PREVIEWS.map((p) => (
            <button key={p} type="button" className="btn btn--secondary" aria-pressed={preview === p} onClick={() => setPreview(p)}>
              {t[p]}
            </button>
          ))}
        </div>
        <h2 className="page__lead">{t.implemented}</h2>
        <ul>
          {t.implementedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2 className="page__lead">{t.nextSteps}</h2>
        <ul>
          {t.nextItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </nav>
      {preview === 'expired' ? (
        <ExpiredView
          event={event}
          expired
          organizer={organizer}
          backLabel={organizer ? t.showGuest : t.showOrganizer}
          onBack={() => setOrganizer((o) => !o)}
          onPurchase={() => setPreview('purchase')}
        />
      ) : preview === 'purchase' ? (
        <PurchaseScreen event={event} session={{ token: '', userName: 'Sample Organizer' }} onBack={() => setPreview('expired')} loadPhotos={noPhotos} />
      ) : (
        <PurchaseConfirmation order={sampleOrder(event)} onBack={() => setPreview('expired')} />
      )}
    </>
  );
}
