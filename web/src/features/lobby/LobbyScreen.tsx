import { useState } from 'react';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { JoinForm } from './JoinForm';
import { LobbySelect } from './LobbySelect';
import './lobby.css';

interface LobbyScreenProps {
  /** From an event link (?code=…): the lobby opens straight in join mode. */
  prefilledCode: string | undefined;
  onCreateEvent: () => void;
  /** Back from join mode also forgets the link's code, so it is not offered again. */
  onDiscardPrefill: () => void;
}

export function LobbyScreen({ prefilledCode, onCreateEvent, onDiscardPrefill }: LobbyScreenProps) {
  const [mode, setMode] = useState<'select' | 'join'>(prefilledCode ? 'join' : 'select');
  useDocumentTitle(mode === 'join' ? 'Join Event' : '');

  if (mode === 'select') return <LobbySelect onJoin={() => setMode('join')} onCreate={onCreateEvent} />;
  return (
    <JoinForm
      prefilledCode={prefilledCode}
      onBack={() => {
        setMode('select');
        if (prefilledCode) onDiscardPrefill();
      }}
    />
  );
}
