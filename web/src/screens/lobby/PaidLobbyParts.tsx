import { useState, type ReactNode } from 'react';
import { GALLERY_DAYS } from '#shared/constants.js';
import { PaidOrderBanner, PaidOrderDetails } from '../../components/PaidOrderBanner';
import { useTexts } from '../../i18n/texts';
import { readPaidLobby } from '../../model/orders/paidOrder';
import './paid-lobby.css';

/*
 * The lobby's paid-order parts (event-flow spec section 4), in their own chunk: only a device that remembers
 * an order loads them, so the guest entry does not carry the order model. The order is read once; an order
 * older than 24 h (or unreadable) is removed there and treated as absent.
 */

/**
 * A paid package remembered: "Payment Successful!" with the order and its event type, the welcome-back
 * guidance ("Use the details below to create your lobby.") with the order's lobby data under it, then the
 * lobby's actions as a buyer's, led by Create Event. Anything else: the lobby's actions and free guidance.
 *
 * The guidance and the details are inside the banner, one card about the order: with the lobby's compact top
 * (lobby.css, a page that shows the banner), Create Event is on a phone's first screen (360×640, Romanian, a
 * long event title) instead of below it.
 */
export function PaidLobby({ children: actions }: { children: (paid: boolean) => ReactNode }) {
  const [paid] = useState(() => readPaidLobby());
  const t = useTexts('first').lobby;
  if (!paid) {
    return (
      <>
        {actions(false)}
        <p className="lobby__guidance">{t.guidance(GALLERY_DAYS)}</p>
      </>
    );
  }
  return (
    <>
      <PaidOrderBanner paid={paid}>
        <p className="paid-banner__guidance">{t.welcomeBack(paid.eventType)}</p>
        <PaidOrderDetails paid={paid} organizer />
      </PaidOrderBanner>
      {actions(true)}
    </>
  );
}
