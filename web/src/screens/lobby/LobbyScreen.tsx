import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { RouteLoading } from '../../components/RouteLoading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useTexts } from '../../i18n/texts';
import type { Joined } from '../../model/join/joinOutcome';
import { useBackToClose } from '../../model/navigation/backToClose';
import { readStored } from '../../storage/deviceStorage';
import { PENDING_ORDER_STORAGE_KEY } from '../../boot/prerenderedFirstScreen';
import { LobbySelect } from './LobbySelect';
// Its styles (lobby.css) are in index.html's stylesheet (styles/app.css): the prerendered lobby paints with them.

/*
 * Join mode is its own chunk, fetched as soon as the lobby is up (so it is there by the time Join Event is
 * tapped): the select mode, which every guest sees first, hydrates without it (guest entry ≤ 100 KB gz).
 */
const loadJoinForm = () => import('./JoinForm');
const JoinForm = lazy(() => loadJoinForm().then((m) => ({ default: m.JoinForm })));

interface LobbyScreenProps {
  /** From an event link (?code=…): the lobby opens straight in join mode. */
  prefilledCode: string | undefined;
  onCreateEvent: () => void;
  /** Back from join mode also forgets the link's code, so it is not offered again. */
  onDiscardPrefill: () => void;
  onJoined: (joined: Joined) => void;
  /** Why the guest is back in the lobby (removed from the event, credential refused), shown until dismissed. */
  notice?: string;
  onDismissNotice?: () => void;
}

export function LobbyScreen({ prefilledCode, onCreateEvent, onDiscardPrefill, onJoined, notice, onDismissNotice }: LobbyScreenProps) {
  const [mode, setMode] = useState<'select' | 'join'>(prefilledCode ? 'join' : 'select');
  // Only a device that remembers an order loads the paid-order parts (their own chunk).
  const [storedOrder] = useState(() => readStored(PENDING_ORDER_STORAGE_KEY) !== null);
  const t = useTexts('first');
  useDocumentTitle(mode === 'join' ? t.join.title : '');
  // The phone's Back leaves join mode (as its Back button does) rather than the app. A prefilled join mode is
  // the entry itself: its Back replaces the entry (onDiscardPrefill).
  useEffect(() => {
    loadJoinForm().catch(() => undefined); // offline: join mode asks again when it opens
  }, []);
  const leaveJoinMode = useBackToClose(mode === 'join' && !prefilledCode, () => setMode('select'));

  if (mode === 'select') {
    return (
      <LobbySelect
        onJoin={() => {
          setMode('join');
          // The guest has moved on: the notice is not shown again on Back.
          if (notice) onDismissNotice?.();
        }}
        onCreate={onCreateEvent}
        storedOrder={storedOrder}
        banner={notice ? <ErrorBanner message={notice} onDismiss={onDismissNotice} /> : undefined}
      />
    );
  }
  return (
    <Suspense fallback={<RouteLoading />}>
      <JoinForm
        prefilledCode={prefilledCode}
        // Joined: the camera replaces the lobby's entry, not join mode's own (Back then leaves, as before).
        onJoined={(joined) => leaveJoinMode(() => onJoined(joined))}
        onBack={() => {
          setMode('select');
          if (prefilledCode) onDiscardPrefill();
        }}
      />
    </Suspense>
  );
}
