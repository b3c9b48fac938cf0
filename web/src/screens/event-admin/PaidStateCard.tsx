import { Suspense, useId } from 'react';
import { orderLabel } from '#shared/orders/order-label.js';
import type { EventView } from '#shared/schemas/events.js';
import { useFormat } from '../../i18n/format';
import { useTexts } from '../../i18n/texts';
import { orderLabelWords } from '../../model/orders/productLabels';

/**
 * The event's paid state on the admin screen (issue 28.7): the package it was bought with, its add-ons and
 * until when its gallery runs. Shown only once a package is linked (the free event shows nothing new). The
 * names are shared/orders/order-label.ts's, in the commerce catalogue's words (loaded only for a paid event).
 */
export function PaidStateCard({ event }: { event: EventView }) {
  if (!event.package) return null;
  return (
    <Suspense fallback={null}>
      <PaidState event={event} pkg={event.package} />
    </Suspense>
  );
}

function PaidState({ event, pkg }: { event: EventView; pkg: NonNullable<EventView['package']> }) {
  const t = useTexts('event').paidState;
  const words = orderLabelWords(useTexts('commerce').products);
  const format = useFormat();
  const titleId = useId();
  const addOns = event.addOns ?? [];
  const packageName = orderLabel({ orderType: 'pre_event', productType: 'raw_archive', productDetails: pkg }, words);
  const named = pkg.eventSize === 'custom' && pkg.customAttendees !== undefined ? `${words.eventPackage} · ${words.packageName(pkg.eventSize, pkg.eventType, pkg.customAttendees)}` : packageName;
  return (
    <section className="card admin__paid" aria-labelledby={titleId} data-testid="paid-state">
      <h2 id={titleId} className="admin__section-title">
        {t.title}
      </h2>
      <dl className="admin__paid-facts">
        <div>
          <dt>{t.package}</dt>
          <dd data-testid="paid-package">{named}</dd>
        </div>
        <div>
          <dt>{t.addOns}</dt>
          <dd data-testid="paid-add-ons">{addOns.length > 0 ? addOns.map((a) => words.addOns[a]).join(', ') : t.noAddOns}</dd>
        </div>
      </dl>
      <p className="admin__paid-until" data-testid="paid-gallery-until">
        {t.galleryUntil(format.date(event.galleryExpiresAt, { dateStyle: 'long' }))}
      </p>
    </section>
  );
}
