import { guestMessages as messages } from '#shared/guest-messages.js';
import type { EventView } from '#shared/schemas/events.js';
import { enterEvent } from '../../model/join/enterEvent';
import type { Joined } from '../../model/join/joinOutcome';
import { NameForm } from '../../components/NameForm';

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
  return (
    <NameForm
      labelledBy="enter-event-title"
      heading={
        <h2 id="enter-event-title" className="created__section-title">
          Enter your event
        </h2>
      }
      defaultName={defaultName}
      submitLabel="Enter Event"
      busyLabel="Entering event..."
      failedMessage={messages.ENTER_FAILED}
      submit={(name, signal) => enterEvent({ event, name, creatorToken }, signal)}
      onJoined={onEntered}
    />
  );
}
