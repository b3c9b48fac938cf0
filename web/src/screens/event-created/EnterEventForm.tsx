import type { EventView } from '#shared/schemas/events.js';
import { enterEvent } from '../../model/join/enterEvent';
import type { Joined } from '../../model/join/joinOutcome';
import { NameForm } from '../../components/NameForm';
import { useTexts } from '../../i18n/texts';

interface EnterEventFormProps {
  event: EventView;
  creatorToken: string;
  /** Prefills the name: the creator usually enters under the organizer name they just typed. */
  defaultName: string;
  /** Entered as the creator: the session is saved and current; the main flow opens the camera state. */
  onEntered: (entered: Joined) => void;
}

/** The Event Created screen's name form with the Enter Event button (spec sections 2 and 5). */
export function EnterEventForm({ event, creatorToken, defaultName, onEntered }: EnterEventFormProps) {
  const texts = useTexts('create');
  const t = texts.eventCreated;
  return (
    <NameForm
      labelledBy="enter-event-title"
      heading={
        <h2 id="enter-event-title" className="created__section-title">
          {t.enterTitle}
        </h2>
      }
      defaultName={defaultName}
      submitLabel={t.enterEvent}
      busyLabel={t.entering}
      failedMessage={texts.errors.ENTER_FAILED}
      submit={(name, signal) => enterEvent({ event, name, creatorToken }, signal)}
      onJoined={onEntered}
    />
  );
}
