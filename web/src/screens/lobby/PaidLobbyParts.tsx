import { useState } from 'react';
import { GALLERY_DAYS } from '#shared/constants.js';
import { PaidOrderBanner } from '../../components/PaidOrderBanner';
import { useTexts } from '../../i18n/texts';
import { readPaidLobby } from '../../model/orders/paidOrder';

/*
 * The lobby's paid-order parts (event-flow spec section 4), in their own chunk: only a device that remembers
 * an order loads them, so the guest entry does not carry the order model. Each reads the order once; an
 * order older than 24 h (or unreadable) is removed there and treated as absent.
 */

/** "Payment Successful!" with the order and its event type, when the remembered order is a paid package. */
export function PaidLobbyBanner() {
  const [paid] = useState(() => readPaidLobby());
  return paid ? <PaidOrderBanner paid={paid} /> : null;
}

/** The welcome-back guidance with a paid order, else the free one. */
export function PaidLobbyGuidance() {
  const [paid] = useState(() => readPaidLobby());
  const t = useTexts('first').lobby;
  return <p className="lobby__guidance">{paid ? t.welcomeBack(paid.eventType) : t.guidance(GALLERY_DAYS)}</p>;
}
