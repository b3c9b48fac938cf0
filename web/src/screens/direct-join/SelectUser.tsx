import { useId } from 'react';
import type { EventView } from '#shared/schemas/events.js';
import { intlTag } from '#shared/i18n/locale.js';
import { useLocale, useTexts } from '../../i18n/texts';
import type { EventSession } from '../../model/session/sessionStore';
import { BackToMainPage } from './BackToMainPage';

interface SelectUserProps {
  event: EventView;
  /** Most recently used first. */
  sessions: EventSession[];
  ended: boolean;
  onContinue: (session: EventSession) => void;
  onJoinAsNew: () => void;
}


/** Spec "Select User screen": Continue as … (name and Last used date), Join as New User, a link to /. */
export function SelectUser({ event, sessions, ended, onContinue, onJoinAsNew }: SelectUserProps) {
  const texts = useTexts('first');
  const arrival = useTexts('arrival');
  const t = arrival.selectUser;
  const locale = useLocale();
  // Intl directly rather than useFormat: its plural rules would join the event link's entry (budget 100 KB gz).
  const lastUsed = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = useId();
  return (
    <main className="page">
      <header className="stack stack--tight">
        <h1 className="page__title">{t.title}</h1>
        <p className="page__lead">
          {event.title} · <span className="join__code-inline">{event.code}</span>
        </p>
      </header>

      <section className="stack stack--tight" aria-labelledby={headingId}>
        <h2 id={headingId} className="join__section-title">
          {t.continueAs}
        </h2>
        <ul className="users">
          {sessions.map((session) => (
            <li key={session.participantId}>
              <button type="button" className="users__item" onClick={() => onContinue(session)}>
                <span className="users__name">{session.userName}</span>
                <span className="users__meta">{t.lastUsed(lastUsed.format(new Date(session.lastUsedAt)))}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      {ended ? (
        <p className="banner banner--info">{texts.errors.EVENT_ENDED}</p>
      ) : (
        <button type="button" className="btn btn--primary btn--block" onClick={onJoinAsNew}>
          {t.joinAsNew}
        </button>
      )}
      <BackToMainPage />
    </main>
  );
}
